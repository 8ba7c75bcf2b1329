# language: es
@variant:web
Característica: Las reglas del juego en la web
  La página web juega la tarjeta con algunas diferencias: la partida se abre con
  el 2♣ en persona, la dama de picas se puede jugar cuando el palo lo permita
  fuera de la primera baza y nunca rompe los corazones, en la primera baza
  nunca se echan puntos, el total más bajo de una mano gana esa mano, y un
  empate al final se sigue jugando.

  Antecedentes:
    Dado que es una mano sin pase de cartas

  @WEB-LEAD-2C @FIRST-LEAD
  Escenario: La primera baza se abre con el propio 2♣
    Dado que Sur tiene 2♣ 9♣
    Entonces la carta legal de Sur es 2♣
    Y Sur no puede salir con el nueve de tréboles por FIRST-LEAD

  @WEB-QS-FREE
  Escenario: Se puede salir con la dama de picas antes de que se rompan los corazones, y no los rompe
    Dado que Norte tiene 2♣
    Y que Este tiene 3♣
    Y que Sur tiene 4♣
    Y que Oeste tiene A♣ Q♠ 5♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces Oeste puede salir con la dama de picas
    Cuando Oeste sale con Q♠
    Entonces los corazones no están rotos

  @WEB-QS-FREE @HEARTS-BREAK
  Escenario: La dama de picas echada en otro palo no rompe los corazones
    Dado que Norte tiene 2♣ 9♦
    Y que Este tiene 3♣ Q♠
    Y que Este no tiene diamantes
    Y que Sur tiene 4♣ 2♦
    Y que Oeste tiene A♣ K♦ 8♠ 3♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza K♦ 9♦ Q♠ 2♦
    Entonces los corazones no están rotos
    Y Oeste no puede salir con 3♥ por HEARTS-LEAD

  @WEB-FIRST-TRICK-STRICT
  Escenario: En la primera baza ni corazones ni dama de picas, aunque no se tengan tréboles
    Dado que Norte tiene 2♣
    Y que Este tiene Q♠ 5♥ 7♦
    Y que Este no tiene tréboles
    Cuando Norte sale con 2♣
    Entonces Este no puede jugar Q♠ por WEB-FIRST-TRICK-STRICT
    Y Este no puede jugar 5♥ por WEB-FIRST-TRICK-STRICT
    Y Este puede jugar 7♦

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS
  Esquema del escenario: La tarjeta y la web citan reglas distintas para el mismo rechazo
    Dado que se juega con las reglas <variante>
    Y que Norte tiene 2♣
    Y que Este tiene Q♠ 7♦
    Y que Este no tiene tréboles
    Cuando Norte sale con 2♣
    Y Este intenta jugar Q♠
    Entonces la carta se rechaza por <regla>

    Ejemplos:
      | variante   | regla                  |
      | card-1.0.0 | FIRST-TRICK-POINTS     |
      | web        | WEB-FIRST-TRICK-STRICT |

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS @Q4
  Esquema del escenario: Sin tréboles y con solo cartas de puntos en la primera baza
    Dado que se juega con las reglas <variante>
    Y que Norte tiene 2♣
    Y que Este tiene Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Cuando Norte sale con 2♣
    Entonces <resultado>

    Ejemplos:
      | variante   | resultado                           |
      | card-1.0.0 | Este puede jugar Q♠                 |
      | web        | Este puede jugar Q♠                 |
      | web        | Este puede jugar 5♥                 |
      | web-strict | Este no tiene ninguna carta legal   |

  @WEB-HAND-WINNER
  Escenario: Quien se lleva menos puntos en una mano gana esa mano
    Dado que Sur se llevó Q♠
    Y que Este se llevó 2♥ 3♥
    Y que Oeste se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Norte gana la mano

  @WEB-HAND-WINNER
  Escenario: Varios jugadores pueden compartir la victoria de una mano
    Dado que Sur se llevó Q♠
    Y que Oeste se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Norte y Este ganan la mano

  @WEB-TIE
  Escenario: Un empate en el total más bajo a partir de 100 se sigue jugando
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 95    | 60   | 60  | 80    |
    Y que Norte se llevó Q♠
    Y que Oeste se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la partida sigue con otra mano

  @WEB-TIE
  Escenario: Se juega hasta que un solo jugador tiene el total más bajo
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 108   | 60   | 60  | 93    |
    Y que Este se llevó 2♥
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la partida termina y gana Sur

  @WEB-MOON
  Escenario: Los trece corazones y la dama de picas: 0 para quien los toma y 26 para cada uno de los demás
    Dado que Sur se llevó la dama de picas y todos los corazones
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Sur hace la luna
    Y la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 26    | 26   | 0   | 26    |
