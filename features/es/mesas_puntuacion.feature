# language: es
Característica: La luna, los empates y el pozo a tres, cinco, seis y siete
  Para hacer la luna hacen falta todos los corazones y la Q♠ que siguen en la baraja;
  quien la hace se anota cero y cada uno de los demás los puntos que reparte la mano. La
  partida termina al llegar a 100, y si el total más bajo está empatado se juega otra
  mano. Donde sobran cartas, quien gana la primera baza se las lleva boca abajo, con sus
  puntos (docs/players.md).

  @MOON @variant:five-2d2c
  Escenario: A cinco quedan fuera el 2♦ y el 2♣, así que la luna sigue valiendo 26 puntos
    Dado que el asiento 3 se llevó Q♠ y todos los corazones
    Y que el asiento 1 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los puntos de la mano suman 26
    Y el asiento 3 hace la luna
    Y la mano se puntúa así:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 |
      | 26        | 26        | 0         | 26        | 26        |

  @MOON @variant:seven-tabletop
  Escenario: A siete no queda fuera ninguna carta que puntúe, así que la luna vale 26 puntos para cada uno de los demás
    Dado que el asiento 6 se llevó Q♠ y todos los corazones
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los puntos de la mano suman 26
    Y el asiento 6 hace la luna
    Y la mano se puntúa así:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 | asiento 7 |
      | 26        | 26        | 26        | 26        | 26        | 0         | 26        |

  @MOON
  Esquema del escenario: Un solo corazón en las bazas de otro asiento y ya no hay luna, en ninguna mesa
    Dado que se juega con las reglas <variante>
    Y que el asiento 2 se llevó <cartas>
    Y que el asiento 1 se llevó <corazón>
    Y que el asiento 3 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces nadie hace la luna
    Y el asiento 2 se llevó <puntos> puntos
    Y los puntos de la mano suman <total>

    Ejemplos:
      | variante       | cartas                                  | corazón | puntos | total |
      | three-2d       | Q♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 2♥      | 25     | 26    |
      | five-2d2c      | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ | A♥      | 25     | 26    |
      | six-twos       | Q♠ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥    | 3♥      | 24     | 25    |
      | seven-tabletop | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 7♥      | 25     | 26    |

  @LOCKED-VARIANTS @POINTS
  Esquema del escenario: La jota de diamantes no vale nada en ninguna mesa
    Dado que se juega con las reglas <variante>
    Y que el asiento 1 se llevó J♦, Q♠ y 3♥
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces el asiento 1 se llevó 14 puntos

    Ejemplos:
      | variante       |
      | three-2d       |
      | three-kitty    |
      | five-2d2c      |
      | six-twos       |
      | seven-tabletop |

  @MOON @HAND-END @TRICK-WIN @variant:six-twos
  Escenario: A seis una luna jugada baza a baza da 25 a cada uno de los demás
    La mano de la incidencia 36: sin el 2♥ en la baraja, el asiento 5 se lleva los doce corazones
    que quedan y la Q♠ en las ocho bazas de la mano.
    Dado que es la mano 12 de la partida
    Y que el reparto es 1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8
    Entonces el asiento 6 sale en la primera baza
    Cuando se juega la baza 3♣ J♣ 9♣ 6♠ 5♣ A♣
    Y se juega la baza A♦ 5♦ 3♦ 6♦ 4♥ 4♦
    Y se juega la baza A♥ 8♥ 7♥ 4♣ 3♥ 5♥
    Y se juega la baza K♣ 10♣ 6♣ 8♣ 8♠ 7♣
    Y se juega la baza K♦ 9♦ J♦ 7♦ Q♠ 5♠
    Y se juega la baza K♥ Q♥ 9♥ 8♦ 9♠ 6♥
    Y se juega la baza K♠ 4♠ 3♠ 10♦ J♠ 7♠
    Y se juega la baza Q♣ 10♠ J♥ Q♦ A♠ 10♥
    Entonces la mano termina tras 8 bazas
    Y el asiento 5 se llevó 25 puntos
    Y el asiento 5 hace la luna
    Y la mano se puntúa así:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 |
      | 25        | 25        | 25        | 25        | 0         | 25        |

  @HAND-END @POINTS
  Esquema del escenario: Una mano tiene tantas bazas como cartas tiene cada jugador, y reparte todos los puntos en juego
    A tres con pozo, su carta es para quien gana la primera baza, con sus puntos.
    Dado que se juega con las reglas <variante>
    Y que se reparte la partida n.º 3
    Cuando cada jugador pasa sus cartas más bajas
    Y se juega la mano hasta el final, cada jugador con su carta legal más baja
    Entonces la mano termina tras <bazas> bazas
    Y los puntos de la mano suman <puntos>
    Y la partida sigue con otra mano

    Ejemplos:
      | variante       | bazas | puntos |
      | three-2d       | 17    | 26     |
      | three-kitty    | 17    | 26     |
      | five-2d2c      | 10    | 26     |
      | six-twos       | 8     | 25     |
      | seven-tabletop | 7     | 26     |

  @GAME-END @ACCUMULATE @variant:three-2d
  Escenario: A tres, llegar a 100 termina la partida y gana el total más bajo
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 |
      | 90        | 50        | 60        |
    Y que el asiento 1 se llevó Q♠
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 |
      | 103       | 63        | 60        |
    Y la partida termina y gana el asiento 3

  @GAME-END @ACCUMULATE @variant:five-2d2c
  Escenario: A cinco, llegar a 100 termina la partida y gana el total más bajo
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 |
      | 95        | 40        | 50        | 60        | 70        |
    Y que el asiento 1 se llevó Q♠
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 |
      | 108       | 53        | 50        | 60        | 70        |
    Y la partida termina y gana el asiento 3

  @GAME-END @ACCUMULATE @variant:six-twos
  Escenario: A seis, con 25 puntos por mano, llegar a 100 también termina la partida
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 |
      | 96        | 50        | 40        | 60        | 70        | 80        |
    Y que el asiento 1 se llevó Q♠
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 |
      | 109       | 62        | 40        | 60        | 70        | 80        |
    Y la partida termina y gana el asiento 3

  @GAME-END @ACCUMULATE @variant:seven-tabletop
  Escenario: A siete, llegar a 100 termina la partida y gana el total más bajo
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 | asiento 7 |
      | 60        | 70        | 45        | 50        | 91        | 80        | 55        |
    Y que el asiento 5 se llevó Q♠
    Y que el asiento 7 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 | asiento 7 |
      | 60        | 70        | 45        | 50        | 104       | 80        | 68        |
    Y la partida termina y gana el asiento 3

  @TIE @variant:three-2d
  Escenario: A tres, si dos asientos empatan con el total más bajo pasados los 100, se juega otra mano
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 |
      | 95        | 47        | 60        |
    Y que el asiento 1 se llevó Q♠
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 |
      | 108       | 60        | 60        |
    Y la partida sigue con otra mano

  @TIE @variant:five-2d2c
  Escenario: A cinco un empate entre tres asientos también obliga a jugar otra mano
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 |
      | 99        | 70        | 70        | 70        | 80        |
    Y que el asiento 1 se llevó 2♥
    Y que el asiento 5 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 |
      | 100       | 70        | 70        | 70        | 105       |
    Y la partida sigue con otra mano

  @TIE @GAME-END @variant:six-twos
  Escenario: A seis la mano de desempate decide la partida
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 |
      | 104       | 80        | 75        | 75        | 90        | 95        |
    Y que el asiento 3 se llevó 3♥
    Y que el asiento 1 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la partida termina y gana el asiento 4

  @TIE @variant:seven-tabletop
  Escenario: A siete, si dos asientos empatan con el total más bajo pasados los 100, se juega otra mano
    Dado que los totales antes de esta mano son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 | asiento 7 |
      | 98        | 60        | 60        | 70        | 75        | 52        | 85        |
    Y que el asiento 1 se llevó 3♥ y 4♥
    Y que el asiento 6 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 | asiento 7 |
      | 100       | 60        | 60        | 70        | 75        | 76        | 85        |
    Y la partida sigue con otra mano

  @DEAL @POINTS @HEARTS-BREAK @HEARTS-LEAD @variant:three-kitty
  Escenario: A tres un corazón en el pozo cuenta para quien gana la primera baza, pero no rompe nada
    Las cartas del pozo se recogen, no se juegan en una baza: los corazones siguen sin romperse.
    Dado que es una mano sin pase de cartas
    Y que en el pozo está 5♥
    Y que el asiento 1 tiene 2♣
    Y que el asiento 2 tiene 9♣
    Y que el asiento 3 tiene K♣, 7♦ y 3♥
    Entonces el pozo vale 1 punto
    Cuando se juega la baza 2♣ 9♣ K♣
    Entonces el asiento 3 se lleva el pozo
    Y el asiento 3 lleva 1 punto
    Y los corazones no están rotos
    Y el asiento 3 no puede salir con 3♥ por HEARTS-LEAD

  @DEAL @POINTS @FIRST-TRICK-POINTS @knob-by-knob
  Escenario: A cinco con la baraja entera, la Q♠ y un corazón del pozo son para quien gana la primera baza
    Nadie puede jugar cartas con puntos en la primera baza, pero quien la gana se lleva las dos cartas
    que sobran, con sus 14 puntos.
    Dado que se sientan 5 jugadores a la mesa
    Y que las cartas que sobran quedan boca abajo en el pozo para quien gane la primera baza
    Y que es una mano sin pase de cartas
    Y que en el pozo están Q♠ y 5♥
    Y que el asiento 1 tiene 2♣
    Y que el asiento 2 tiene 10♣
    Y que el asiento 3 tiene A♣
    Y que el asiento 4 tiene 4♦ y K♥
    Y que el asiento 4 no tiene tréboles
    Y que el asiento 5 tiene 3♣
    Entonces el pozo vale 14 puntos
    Cuando se juega la baza 2♣ 10♣ A♣
    Entonces el asiento 4 no puede jugar K♥ por FIRST-TRICK-POINTS
    Cuando el asiento 4 juega 4♦
    Y el asiento 5 juega 3♣
    Entonces el asiento 3 gana la baza
    Y el asiento 3 se lleva el pozo
    Y el asiento 3 lleva 14 puntos

  @DEAL @POINTS @TRICK-WIN @knob-by-knob
  Escenario: A seis con la baraja entera, el último asiento gana la primera baza y se lleva las cuatro cartas que sobran
    Dado que se sientan 6 jugadores a la mesa
    Y que las cartas que sobran quedan boca abajo en el pozo para quien gane la primera baza
    Y que es una mano sin pase de cartas
    Y que en el pozo están Q♠, 2♦, 3♦ y 4♦
    Y que el asiento 1 tiene 2♣
    Y que el asiento 2 tiene 3♣
    Y que el asiento 3 tiene 4♣
    Y que el asiento 4 tiene 5♣
    Y que el asiento 5 tiene 6♣
    Y que el asiento 6 tiene A♣
    Entonces el pozo sigue boca abajo
    Y el pozo vale 13 puntos
    Cuando se juega la baza 2♣ 3♣ 4♣ 5♣ 6♣ A♣
    Entonces el asiento 6 gana la baza
    Y el asiento 6 se lleva el pozo
    Y el asiento 6 lleva 13 puntos
    Y el asiento 6 sale en la baza siguiente
