# language: es
@variant:card-1.0.0
Característica: La baraja y el reparto
  Cincuenta y dos cartas, cuatro jugadores y trece cartas para cada uno. En cada
  palo las cartas van del 2 al as, y ningún palo es triunfo.

  @DEAL @DECK
  Escenario: Una partida nueva reparte trece cartas a cada uno de los cuatro jugadores
    Dado que se reparte la partida n.º 7
    Entonces cada jugador tiene 13 cartas
    Y entre todas las manos hay 52 cartas distintas

  @DECK @TRICK-WIN
  Esquema del escenario: Gana la carta más alta del palo de salida, del 2 hasta el as
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣
    Y que Este tiene <menor>
    Y que Sur tiene <mayor>
    Y que Oeste tiene 3♣
    Cuando se juega la baza 2♣ <menor> <mayor> 3♣
    Entonces Sur gana la baza

    Ejemplos:
      | menor | mayor |
      | 4♣    | 5♣    |
      | 9♣    | 10♣   |
      | 10♣   | J♣    |
      | J♣    | Q♣    |
      | Q♣    | K♣    |
      | K♣    | A♣    |

  @DECK @DISCARD
  Escenario: No hay triunfo: un as de otro palo no gana la baza
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣
    Y que Este tiene el as de picas
    Y que Este no tiene tréboles
    Y que Sur tiene 3♣
    Y que Oeste tiene 4♣
    Cuando se juega la baza 2♣ A♠ 3♣ 4♣
    Entonces Oeste gana la baza
    Y Oeste sale en la baza siguiente
