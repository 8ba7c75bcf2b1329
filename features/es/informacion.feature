# language: es
@variant:card-1.0.0
Característica: Lo que ve cada jugador
  Cada jugador ve su propia mano, las cartas de la mesa y las bazas ya jugadas;
  las cartas que le pasan, solo cuando el intercambio se ha hecho.

  @Q7
  Esquema del escenario: Se pueden repasar todas las bazas terminadas de la mano
    Dado que es una mano sin pase de cartas
    Y que el ajuste history de la variante vale <historial>
    Y que Norte tiene 2♣ 9♦
    Y que Este tiene 3♣ 5♦
    Y que Sur tiene 4♣ 2♦
    Y que Oeste tiene A♣ K♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza K♦ 9♦ 5♦ 2♦
    Entonces Norte puede repasar <bazas> bazas terminadas

    Ejemplos:
      | historial  | bazas |
      | all-tricks | 2     |
      | last-trick | 1     |

  @Q9 @PASS-COUNT
  Escenario: Un jugador ve las cartas que le pasan solo cuando todos han elegido
    Dado que es la mano 2 de la partida
    Y que Norte tiene 2♣ 3♣ 4♣
    Cuando Norte pasa 2♣ 3♣ 4♣
    Entonces Oeste todavía no ha recibido ninguna carta
    Cuando cada jugador pasa sus cartas más bajas
    Entonces Oeste recibe 2♣ 3♣ 4♣
