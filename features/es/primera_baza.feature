# language: es
@variant:card-1.0.0
Característica: La primera baza
  Quien tiene el 2 de tréboles sale con él en la primera baza. En esa baza nadie
  puede echar un corazón ni la dama de picas, salvo que no le quede otra carta
  que pueda jugar.

  Antecedentes:
    Dado que es una mano sin pase de cartas

  @FIRST-LEAD
  Escenario: Sale quien tiene el 2 de tréboles
    Dado que Sur tiene el dos de tréboles
    Entonces Sur sale en la primera baza

  @FIRST-LEAD @Q1
  Escenario: Se sale con el 2♣ en persona, no con cualquier trébol
    Dado que Sur tiene 2♣ 9♣ A♦
    Entonces la carta legal de Sur es 2♣
    Y Sur no puede salir con 9♣ por FIRST-LEAD
    Y Sur no puede salir con el as de diamantes por FIRST-LEAD

  @FIRST-LEAD @Q1
  Esquema del escenario: El ajuste first_lead elige entre el 2♣ y cualquier trébol
    Dado que el ajuste first_lead de la variante vale <first_lead>
    Y que Sur tiene 2♣ 9♣ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    Entonces las cartas legales de Sur son <legales>

    Ejemplos:
      | first_lead   | legales |
      | two-of-clubs | 2♣      |
      | any-club     | 2♣ 9♣   |

  @FIRST-TRICK-POINTS @DISCARD
  Escenario: Quien no tiene tréboles no puede echar puntos en la primera baza
    Dado que Norte tiene 2♣
    Y que Este tiene la Dama de picas, el cinco de corazones y el siete de diamantes
    Y que Este no tiene tréboles
    Cuando Norte sale con 2♣
    Entonces Este no puede jugar Q♠ por FIRST-TRICK-POINTS
    Y Este no puede jugar 5♥ por FIRST-TRICK-POINTS
    Y Este puede jugar 7♦

  @FIRST-TRICK-POINTS @HEARTS-BREAK
  Escenario: Quien solo tiene corazones puede echar uno en la primera baza
    Dado que Norte tiene 2♣
    Y que Este tiene todos los corazones
    Cuando Norte sale con 2♣
    Entonces las cartas legales de Este son todos los corazones
    Cuando Este juega el dos de corazones
    Entonces los corazones están rotos

  @FIRST-TRICK-POINTS @Q3
  Esquema del escenario: Sin tréboles y con solo corazones y la Q♠, el jugador elige entre ellos
    Dado que el ajuste first_trick_forced de la variante vale <forzado>
    Y que Norte tiene 2♣
    Y que Este tiene Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Cuando Norte sale con 2♣
    Entonces las cartas legales de Este son <legales>

    Ejemplos:
      | forzado        | legales                                   |
      | any-point-card | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ |
      | hearts-only    | 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥    |
