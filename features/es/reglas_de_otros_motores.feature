# language: es
@variant:card-1.0.0
Característica: Reglas que juegan otros motores
  Otros motores de Corazones y otras páginas de reglas juegan algunas reglas que la tarjeta
  de reglas no trae: una bonificación por no ganar ninguna baza, cartas que no se pueden
  pasar, reglas para la dama de picas y límites para los totales (docs/rules/peers.md). Cada
  una es un ajuste de la variante, desactivado en la tarjeta.

  @NO-TRICK-BONUS
  Escenario: En una mano en la que alguien hace la luna, nadie se anota la bonificación
    Dado que el ajuste no_trick_points de la variante vale -5
    Y que Oeste se llevó la dama de picas y todos los corazones
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Oeste hace la luna
    Y la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 26    | 26   | 26  | 0     |

  @NO-TRICK-BONUS
  Escenario: Quien no gana ninguna baza se anota la bonificación
    Dado que el ajuste no_trick_points de la variante vale -5
    Y que Sur se llevó Q♠ 2♥ 3♥
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | -5    | 11   | 15  | -5    |

  @PASS-KEEP
  Escenario: La dama, el rey y el as de picas no se pueden pasar
    Dado que el ajuste unpassable de la variante vale [QS,KS,AS]
    Y que es la mano 1 de la partida
    Y que Oeste tiene Q♠ K♠ A♠ 5♣ 6♣ 7♣
    Y que Norte tiene 8♣ 9♣ 10♣
    Y que Este tiene J♣ Q♣ K♣
    Y que Sur tiene A♣ 2♦ 3♦
    Cuando Norte pasa 8♣ 9♣ 10♣
    Y Este pasa J♣ Q♣ K♣
    Y Sur pasa A♣ 2♦ 3♦
    Entonces Oeste no puede elegir Q♠ entre las cartas que pasa por PASS-KEEP
    Y Oeste no puede elegir A♠ entre las cartas que pasa por PASS-KEEP
    Cuando Oeste pasa 5♣ 6♣ 7♣
    Entonces Norte recibe 5♣ 6♣ 7♣

  @QUEEN-AFTER-HEARTS
  Escenario: La dama de picas espera a que se rompan los corazones
    Dado que el ajuste queen_play de la variante vale after-hearts
    Y que es una mano sin pase de cartas
    Y que Norte tiene 2♣
    Y que Este tiene 3♣
    Y que Sur tiene 4♣
    Y que Oeste tiene A♣ Q♠ 5♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces los corazones no están rotos
    Y Oeste no puede salir con Q♠ por QUEEN-AFTER-HEARTS
    Y Oeste puede salir con 5♦

  @QUEEN-AFTER-HEARTS @HEARTS-LEAD
  Escenario: Sin otra carta con la que salir, se sale con la dama de picas
    Dado que el ajuste queen_play de la variante vale after-hearts
    Y que es una mano sin pase de cartas
    Y que Norte tiene 2♣
    Y que Este tiene 3♣
    Y que Sur tiene 4♣
    Y que Oeste tiene A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces las cartas legales de Oeste son Q♠

  @QUEEN-FIRST-CHANCE
  Escenario: Sin cartas del palo de salida, quien tiene la dama de picas debe descartarse de ella
    Dado que el ajuste queen_play de la variante vale first-chance
    Y que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 9♦
    Y que Sur tiene 4♣
    Y que Oeste tiene A♣ 9♠ K♦
    Y que Este tiene 3♣ Q♠ 5♥
    Y que Este no tiene diamantes
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con K♦
    Y Norte juega 9♦
    Entonces las cartas legales de Este son Q♠
    Y Este no puede jugar 5♥ por QUEEN-FIRST-CHANCE

  @SCORE-FLOOR @NO-TRICK-BONUS
  Escenario: Un total negativo sube a cero
    Dado que el ajuste score_floor de la variante vale true
    Y que el ajuste no_trick_points de la variante vale -5
    Y que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 3     | 0    | 10  | 0     |
    Y que Sur se llevó Q♠ 2♥ 3♥
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 0     | 11   | 25  | 0     |

  @EXACT-TARGET
  Escenario: Un total de exactamente 100 baja a 50
    Dado que el ajuste exact_target_halves de la variante vale true
    Y que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 87    | 20   | 5   | 0     |
    Y que Norte se llevó Q♠
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 50    | 33   | 5   | 0     |
    Y la partida sigue con otra mano
