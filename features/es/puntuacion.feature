# language: es
@variant:card-1.0.0
Característica: La puntuación de una mano
  Cada corazón que uno se lleva cuenta un punto y la dama de picas trece: 26 por
  mano. Quien se los lleva todos hace la luna: él no suma nada y cada uno de
  los demás suma 26. Los puntos se van sumando de mano en mano. La tarjeta deja
  fuera la bonificación de la jota de diamantes y la luna que resta.

  @POINTS
  Esquema del escenario: Cada corazón vale un punto y la dama de picas trece
    Dado que Norte se llevó <cartas>
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Norte se llevó <puntos> puntos
    Y los puntos de la mano suman 26

    Ejemplos:
      | cartas                  | puntos |
      | 2♥                      | 1      |
      | la dama de picas        | 13     |
      | Q♠, A♥ y K♥             | 15     |
      | 2♣ A♣ K♦ J♦             | 0      |
      | todos los corazones     | 13     |

  @MOON
  Escenario: Llevarse todos los corazones y la dama de picas es hacer la luna
    Dado que Oeste se llevó la dama de picas y todos los corazones
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Oeste hace la luna
    Y Oeste se llevó 26 puntos
    Y la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 26    | 26   | 26  | 0     |

  @MOON
  Escenario: Si falta un solo corazón no hay luna
    Dado que Oeste se llevó Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces nadie hace la luna
    Y Oeste se llevó 25 puntos
    Y Norte se llevó 1 punto

  @MOON @HAND-END
  Escenario: Una luna en una mano jugada de verdad
    Dado que es una mano sin pase de cartas
    Y que Norte tiene todas las picas
    Y que Este tiene todos los corazones
    Y que Sur tiene todos los diamantes
    Y que Oeste tiene todos los tréboles
    Cuando se juega la mano hasta el final, cada jugador con su carta legal más baja
    Entonces la mano termina tras 13 bazas
    Y Oeste hace la luna
    Y la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 26    | 26   | 26  | 0     |

  @ACCUMULATE
  Escenario: Los puntos se acumulan de una mano a otra
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 10    | 20   | 5   | 0     |
    Y que Sur se llevó Q♠ 2♥ 3♥
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 10    | 31   | 20  | 0     |
    Y la partida sigue con otra mano

  @LOCKED-VARIANTS
  Esquema del escenario: En la tarjeta la jota de diamantes no vale nada
    Dado que se juega con las reglas <variante>
    Y que Norte se llevó la jota de diamantes, la dama de picas y el dos de corazones
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Norte se llevó <puntos> puntos

    Ejemplos:
      | variante   | puntos |
      | card-1.0.0 | 14     |
      | omnibus    | 4      |

  @LOCKED-VARIANTS @MOON @GAME-END @Q8
  Escenario: La luna siempre suma 26 a los demás, aunque con ello termine la partida
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 40    | 80   | 60  | 90    |
    Y que Oeste se llevó Q♠ y todos los corazones
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Oeste hace la luna
    Y los totales son:
      | Norte | Este | Sur | Oeste |
      | 66    | 106  | 86  | 90    |
    Y la partida termina y gana Norte
