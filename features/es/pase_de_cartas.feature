# language: es
@variant:card-1.0.0
Característica: El pase de cartas antes de cada mano
  Antes de cada mano cada jugador pasa tres cartas: en la primera mano al de su
  izquierda, en la segunda al de su derecha, en la tercera al de enfrente, y en
  la cuarta no se pasa; después el ciclo vuelve a empezar. La izquierda es el
  jugador que juega a continuación.

  @PASS-COUNT
  Escenario: Cada jugador elige tres cartas, empezando por Norte
    Dado que es la mano 1 de la partida
    Y que Norte tiene 2♣ 3♣ 4♣ 5♣
    Cuando Norte pasa 2♣ y 3♣
    Entonces le toca a Norte
    Y Norte no puede volver a pasar 2♣ por PASS-COUNT
    Cuando Norte pasa 4♣
    Entonces le toca a Este

  @PASS-COUNT @FIRST-LEAD
  Escenario: Tras el intercambio todos vuelven a tener trece cartas
    Dado que es la mano 1 de la partida
    Y que Norte tiene 2♣ 3♣ 4♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces cada jugador tiene 13 cartas
    Y Este recibe 2♣ 3♣ 4♣
    Y Norte ya no tiene 2♣ 3♣ 4♣
    Y Este sale en la primera baza

  @PASS-CYCLE @Q6
  Esquema del escenario: El pase va a la izquierda, a la derecha, enfrente, luego a ninguna parte, y se repite
    Dado que es la mano <mano> de la partida
    Y que Norte tiene 2♣ 3♣ 4♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el pase de esta mano va <sentido>
    Y <receptor> recibe 2♣ 3♣ 4♣

    Ejemplos:
      | mano | sentido           | receptor |
      | 1    | a la izquierda    | Este     |
      | 2    | a la derecha      | Oeste    |
      | 3    | enfrente          | Sur      |
      | 5    | a la izquierda    | Este     |
      | 6    | a la derecha      | Oeste    |
      | 7    | enfrente          | Sur      |

  @PASS-CYCLE
  Esquema del escenario: Cada cuatro manos se juega una sin pasar cartas
    Dado que es la mano <mano> de la partida
    Y que Sur tiene 2♣
    Entonces el pase de esta mano va a ninguna parte
    Y Sur sale en la primera baza

    Ejemplos:
      | mano |
      | 4    |
      | 8    |

  @PASS-COUNT @Q9
  Escenario: Las cartas cambian de mano cuando todos han elegido, así que no se pueden volver a pasar
    Dado que es la mano 1 de la partida
    Y que Norte tiene todos los tréboles
    Y que Este tiene todos los diamantes
    Cuando Norte pasa 2♣ 3♣ 4♣
    Entonces le toca a Este
    Y Este todavía no ha recibido ninguna carta
    Y las cartas legales de Este son todos los diamantes
    Cuando cada jugador pasa sus cartas más bajas
    Entonces Este recibe 2♣ 3♣ 4♣
    Y Este tiene ahora 2♣ 3♣ 4♣
    Y Este ya no tiene 2♦ 3♦ 4♦
