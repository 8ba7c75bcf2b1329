# language: es
Característica: El juego a tres, cinco, seis y siete
  Las reglas del juego son las de la tarjeta en cualquier mesa: se sigue el palo de
  salida, no se sale a corazones antes de que estén rotos y en la primera baza no se
  juegan cartas con puntos. Los asientos se numeran desde el 1 en el orden de juego, y después del
  último vuelve a jugar el asiento 1 (docs/players.md).

  @FOLLOW
  Esquema del escenario: Después del último asiento juega el asiento 1, y tiene que seguir el palo
    Dado que se juega con las reglas <variante>
    Y que es una mano sin pase de cartas
    Y que el asiento <último> tiene <trébol>
    Y que el asiento 1 tiene 9♣ y A♦
    Cuando el asiento <último> sale con <trébol>
    Entonces le toca al asiento 1
    Y el asiento 1 puede jugar 9♣
    Y el asiento 1 no puede jugar A♦ por FOLLOW

    Ejemplos:
      | variante       | último | trébol |
      | three-2d       | 3      | 2♣     |
      | five-2d2c      | 5      | 3♣     |
      | six-twos       | 6      | 3♣     |
      | seven-tabletop | 7      | 2♣     |

  @HEARTS-LEAD @HEARTS-BREAK @variant:three-2d
  Escenario: A tres, descartarse de un corazón en una baza de diamantes rompe los corazones, y desde entonces se puede salir con ellos
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 2♣ y 9♦
    Y que el asiento 2 tiene A♣, K♦ y 3♥
    Y que el asiento 3 tiene 4♣ y 5♥
    Y que el asiento 3 no tiene diamantes
    Cuando se juega la baza 2♣ A♣ 4♣
    Entonces los corazones no están rotos
    Y el asiento 2 no puede salir con 3♥ por HEARTS-LEAD
    Cuando el asiento 2 sale con K♦
    Y el asiento 3 juega 5♥
    Entonces los corazones están rotos
    Cuando el asiento 1 juega 9♦
    Entonces el asiento 2 gana la baza
    Y el asiento 2 puede salir con 3♥

  @HEARTS-BREAK @HEARTS-LEAD @TRICK-WIN @variant:five-2d2c
  Escenario: A cinco, la dama de picas descartada en una baza de diamantes no rompe los corazones
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 3♣ y 9♦
    Y que el asiento 2 tiene 4♣ y 4♦
    Y que el asiento 3 tiene A♣, K♦ y 6♥
    Y que el asiento 4 tiene 5♣ y 5♦
    Y que el asiento 5 tiene 6♣ y Q♠
    Y que el asiento 5 no tiene diamantes
    Cuando se juega la baza 3♣ 4♣ A♣ 5♣ 6♣
    Y se juega la baza K♦ 5♦ Q♠ 9♦ 4♦
    Entonces el asiento 3 gana la baza
    Y el asiento 3 lleva 13 puntos
    Y los corazones no están rotos
    Y el asiento 3 no puede salir con 6♥ por HEARTS-LEAD

  @HEARTS-BREAK @HEARTS-LEAD @variant:six-twos
  Escenario: A seis quien ya solo tiene corazones puede salir con uno, y eso rompe los corazones
    Ocho cartas por mano: el asiento 2 gana la primera baza con su único trébol y le
    quedan siete corazones.
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 3♣
    Y que el asiento 2 tiene A♣, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ y 9♥
    Y que el asiento 3 tiene 4♣
    Y que el asiento 4 tiene 5♣
    Y que el asiento 5 tiene 6♣
    Y que el asiento 6 tiene 7♣
    Cuando se juega la baza 3♣ A♣ 4♣ 5♣ 6♣ 7♣
    Entonces el asiento 2 gana la baza
    Y los corazones no están rotos
    Y las cartas legales del asiento 2 son 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ y 9♥
    Cuando el asiento 2 sale con 9♥
    Entonces los corazones están rotos

  @HEARTS-LEAD @HEARTS-BREAK @TRICK-WIN @DECK @variant:seven-tabletop
  Escenario: A siete, descartarse de un corazón en una baza de diamantes rompe los corazones, pero no gana nada
    Ningún palo es triunfo: el A♥ descartado en una baza de diamantes pierde ante el 10♦.
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 2♣ y 4♦
    Y que el asiento 2 tiene A♣, 10♦ y 3♥
    Y que el asiento 3 tiene 4♣ y 9♦
    Y que el asiento 4 tiene 5♣ y 5♦
    Y que el asiento 5 tiene 6♣ y 6♦
    Y que el asiento 6 tiene 7♣ y A♥
    Y que el asiento 6 no tiene diamantes
    Y que el asiento 7 tiene 8♣ y 7♦
    Cuando se juega la baza 2♣ A♣ 4♣ 5♣ 6♣ 7♣ 8♣
    Entonces el asiento 2 gana la baza
    Y los corazones no están rotos
    Y el asiento 2 no puede salir con 3♥ por HEARTS-LEAD
    Cuando se juega la baza 10♦ 9♦ 5♦ 6♦ A♥ 7♦ 4♦
    Entonces el asiento 2 gana la baza
    Y el asiento 2 lleva 1 punto
    Y los corazones están rotos
    Y el asiento 2 puede salir con 3♥

  @FIRST-TRICK-POINTS @DISCARD
  Esquema del escenario: En la primera baza, quien no tiene tréboles no puede jugar cartas con puntos, en ninguna mesa
    Dado que se juega con las reglas <variante>
    Y que es una mano sin pase de cartas
    Y que el asiento 1 tiene <trébol>
    Y que el asiento 2 tiene Q♠, 5♥ y 7♦
    Y que el asiento 2 no tiene tréboles
    Cuando el asiento 1 sale con <trébol>
    Entonces el asiento 2 no puede jugar Q♠ por FIRST-TRICK-POINTS
    Y el asiento 2 no puede jugar 5♥ por FIRST-TRICK-POINTS
    Y el asiento 2 puede jugar 7♦

    Ejemplos:
      | variante       | trébol |
      | three-2d       | 2♣     |
      | three-kitty    | 2♣     |
      | five-2d2c      | 3♣     |
      | six-twos       | 3♣     |
      | seven-tabletop | 2♣     |

  @FIRST-TRICK-POINTS @HEARTS-BREAK @variant:five-2d2c
  Escenario: A cinco una mano de diez corazones no tiene otra cosa que jugar en la primera baza
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 3♣
    Y que el asiento 2 tiene 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ y J♥
    Cuando el asiento 1 sale con 3♣
    Entonces las cartas legales del asiento 2 son 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ y J♥
    Cuando el asiento 2 juega J♥
    Entonces los corazones están rotos

  @FIRST-TRICK-POINTS @HEARTS-BREAK @DISCARD @variant:seven-tabletop
  Escenario: A siete, una mano con la Q♠ y seis corazones puede jugar cualquiera de ellos en la primera baza
    Siete cartas por mano: sin tréboles y con solo cartas de puntos, todas son legales, y
    la Q♠ descartada no rompe nada.
    Dado que es una mano sin pase de cartas
    Y que el asiento 1 tiene 2♣
    Y que el asiento 2 tiene Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ y 7♥
    Cuando el asiento 1 sale con 2♣
    Entonces las cartas legales del asiento 2 son Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ y 7♥
    Cuando el asiento 2 juega Q♠
    Entonces los corazones no están rotos

  @FIRST-LEAD @DEAL @knob-by-knob
  Escenario: A tres sin el 2♣ en la baraja, sale quien tiene el 3♣, y con él
    HeartsGym, según Morehead, quita el 2♣ a tres: sale el trébol más bajo en juego.
    Dado que se sientan 3 jugadores a la mesa
    Y que 2♣ queda fuera de la baraja
    Y que es una mano sin pase de cartas
    Y que el asiento 2 tiene 3♣ y 4♣
    Entonces el asiento 2 sale en la primera baza
    Y la carta legal del asiento 2 es 3♣
    Y el asiento 2 no puede salir con 4♣ por FIRST-LEAD

  @FIRST-LEAD @variant:six-twos
  Escenario: A seis sin los cuatro doses, sale quien tiene el 3♣, y con él
    Dado que es una mano sin pase de cartas
    Y que el asiento 6 tiene 3♣ y 4♣
    Entonces el asiento 6 sale en la primera baza
    Y la carta legal del asiento 6 es 3♣
    Y el asiento 6 no puede salir con 4♣ por FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:seven-tabletop
  Escenario: A siete, sin el 2♦, el 3♦ ni el 3♣, sigue saliendo el 2♣
    Cuarenta y nueve cartas, siete para cada jugador (TabletopGames).
    Dado que es una mano sin pase de cartas
    Y que el asiento 4 tiene 2♣ y 4♣
    Entonces cada jugador tiene 7 cartas
    Y entre todas las manos hay 49 cartas distintas
    Y el asiento 4 sale en la primera baza
    Y la carta legal del asiento 4 es 2♣
    Y el asiento 4 no puede salir con 4♣ por FIRST-LEAD

  @FIRST-LEAD @DEAL @knob-by-knob
  Esquema del escenario: Con los tréboles más bajos boca abajo en el pozo, sale el trébol más bajo que alguien tiene
    Si se reparte la baraja entera sobran cartas: dos a cinco, cuatro a seis, tres a
    siete. Quedan boca abajo hasta que se gana la primera baza.
    Dado que se sientan <jugadores> jugadores a la mesa
    Y que las cartas que sobran quedan boca abajo en el pozo para quien gane la primera baza
    Y que es una mano sin pase de cartas
    Y que en el pozo están <pozo>
    Y que el asiento <asiento> tiene <trébol>
    Entonces el pozo sigue boca abajo
    Y el asiento <asiento> sale en la primera baza
    Y la carta legal del asiento <asiento> es <trébol>

    Ejemplos:
      | jugadores | pozo          | asiento | trébol |
      | 5         | 2♣ y 7♥       | 4       | 3♣     |
      | 6         | 2♣, 3♣ y 7♥   | 2       | 4♣     |
      | 7         | 2♣, 3♣ y 4♣   | 7       | 5♣     |
