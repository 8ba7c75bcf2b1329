# language: es
@variant:card-1.0.0
Característica: Seguir el palo y ganar bazas
  Hay que servir al palo de salida si se puede; quien no puede juega la carta
  que quiera (en la primera baza, con sus límites). Se lleva la baza la carta
  más alta del palo de salida, y quien la gana sale en la siguiente. El turno
  gira en el sentido de las agujas del reloj: después de Norte, Este.

  Antecedentes:
    Dado que es una mano sin pase de cartas

  @FOLLOW
  Esquema del escenario: Quien tiene cartas del palo de salida tiene que jugar una
    Dado que Norte tiene 2♣
    Y que Este tiene <mano_este>
    Cuando Norte sale con 2♣
    Entonces Este puede jugar <trebol>
    Y Este no puede jugar <otra> por FOLLOW

    Ejemplos:
      | mano_este | trebol | otra |
      | 9♣ A♦     | 9♣     | A♦   |
      | K♣ Q♠     | K♣     | Q♠   |
      | 3♣ 2♥     | 3♣     | 2♥   |

  @FOLLOW
  Escenario: Mientras se tenga el palo de salida, solo esas cartas son legales
    Dado que Norte tiene 2♣
    Y que Este tiene 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦
    Cuando Norte sale con 2♣
    Entonces las cartas legales de Este son 8♣ y J♣

  @DISCARD @HEARTS-BREAK
  Escenario: Pasada la primera baza, quien no tiene el palo puede echar cualquier carta, puntos incluidos
    Dado que Norte tiene 2♣ 2♦
    Y que Este tiene 3♣ A♦
    Y que Sur tiene 4♣, la dama de picas y el dos de corazones
    Y que Sur no tiene diamantes
    Y que Oeste tiene A♣ K♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con K♦
    Y Norte juega 2♦
    Y Este juega A♦
    Entonces Sur puede jugar Q♠
    Y Sur puede jugar 2♥
    Cuando Sur juega 2♥
    Entonces Este gana la baza
    Y los corazones están rotos

  @TRICK-WIN
  Esquema del escenario: Gana la carta más alta del palo de salida, y su dueño sale después
    Dado que Norte tiene 2♣
    Y que Este tiene <este>
    Y que Sur tiene <sur>
    Y que Oeste tiene <oeste>
    Cuando se juega la baza 2♣ <este> <sur> <oeste>
    Entonces <ganador> gana la baza
    Y <ganador> sale en la baza siguiente

    Ejemplos:
      | este | sur | oeste | ganador |
      | 9♣   | K♣  | 5♣    | Sur     |
      | A♣   | K♣  | Q♣    | Este    |
      | 3♣   | 4♣  | 10♣   | Oeste   |

  @TRICK-WIN @FIRST-TRICK-POINTS
  Escenario: El 2♣ gana si nadie más tiene tréboles
    Dado que Norte tiene 2♣
    Y que Este no tiene tréboles
    Y que Sur no tiene tréboles
    Y que Oeste no tiene tréboles
    Cuando se juega la baza 2♣ 2♦ 2♠ 2♥
    Entonces Norte gana la baza
    Y Norte sale en la baza siguiente

  @Q6
  Escenario: El turno gira en el sentido de las agujas del reloj a partir de quien sale
    Dado que Norte tiene 2♣
    Y que Este tiene 3♣
    Cuando Norte sale con 2♣
    Entonces le toca a Este
    Cuando Este juega 3♣
    Entonces le toca a Sur

  @FOLLOW @TRICK-WIN
  Esquema del escenario: En cada variante a cuatro se sigue el palo, y gana la carta más alta del palo de salida
    Dado que se juega con las reglas <variante>
    Y que Norte tiene 2♣
    Y que Este tiene 9♣ A♦
    Y que Sur tiene K♣
    Y que Oeste tiene 3♣
    Cuando Norte sale con 2♣
    Entonces Este no puede jugar A♦ por FOLLOW
    Cuando Este juega 9♣
    Y Sur juega K♣
    Y Oeste juega 3♣
    Entonces Sur gana la baza

    Ejemplos:
      | variante    |
      | card-1.0.0  |
      | moon-choice |
      | omnibus     |
      | omnibus-ten |
      | openspiel   |
      | pink-lady   |
      | spot-hearts |
      | sun         |
      | web         |
      | web-strict  |
