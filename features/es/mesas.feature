# language: es
Característica: Mesas de tres, cinco y seis
  Con tres, cinco o seis jugadores salen de la baraja unas pocas cartas que no
  puntúan, o sobran y quedan boca abajo, para que todos reciban las mismas cartas
  (docs/players.md).

  @DEAL @variant:three-2d
  Escenario: A tres, sin el 2♦, cada jugador recibe 17 cartas
    Dado que se reparte la partida n.º 7
    Entonces cada jugador tiene 17 cartas
    Y entre todas las manos hay 51 cartas distintas

  @DEAL @variant:three-kitty
  Escenario: A tres con la baraja entera, 17 cartas por cabeza y una boca abajo
    Dado que se reparte la partida n.º 7
    Entonces cada jugador tiene 17 cartas
    Y entre todas las manos hay 51 cartas distintas

  @DEAL @variant:five-2d2c
  Escenario: A cinco, sin el 2♦ ni el 2♣, cada jugador recibe 10 cartas
    Dado que se reparte la partida n.º 7
    Entonces cada jugador tiene 10 cartas
    Y entre todas las manos hay 50 cartas distintas

  @DEAL @variant:six-twos
  Escenario: A seis, sin los cuatro doses, cada jugador recibe 8 cartas
    Dado que se reparte la partida n.º 7
    Entonces cada jugador tiene 8 cartas
    Y entre todas las manos hay 48 cartas distintas

  # La primera salida, los pases y la luna en otras mesas. La tarjeta de reglas es para
  # cuatro; estas reglas vienen de las fuentes de docs/players.md, citadas en cada escenario.

  @FIRST-LEAD @variant:five-2d2c
  Escenario: A cinco, sin el 2♣, sale quien tiene el 3♣, y con él
    Sale el trébol más bajo en juego (las páginas de reglas habituales, HeartsGym según Morehead).
    Dado que es una mano sin pase de cartas
    Y que el asiento 3 tiene 3♣ y 4♣
    Entonces el asiento 3 sale en la primera baza
    Y la carta legal del asiento 3 es 3♣
    Y el asiento 3 no puede salir con 4♣ por FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:three-kitty
  Escenario: A tres con el 2♣ boca abajo en el pozo, sale el trébol más bajo que alguien tiene
    Nadie tiene el trébol más bajo en juego, así que sale quien tenga el más bajo de los
    repartidos (t_games y las reglas caseras reparten la baraja entera a tres).
    Dado que es una mano sin pase de cartas
    Y que en el pozo está 2♣
    Y que el asiento 2 tiene 3♣
    Entonces el pozo sigue boca abajo
    Y el asiento 2 sale en la primera baza
    Y la carta legal del asiento 2 es 3♣

  @FIRST-LEAD @variant:three-2d
  Esquema del escenario: Si sale el asiento que sigue al que da, la salida avanza un asiento en cada mano
    Con first_leader left-of-dealer (reglas caseras a tres y a seis) sale con cualquier carta
    el asiento que sigue al que reparte, tenga quien tenga el 2♣.
    Dado que el ajuste first_leader de la variante vale left-of-dealer
    Y que es la mano <mano> de la partida
    Y que el asiento 1 tiene 2♣
    Y que el asiento <sale> tiene K♠ y A♠
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el asiento <sale> sale en la primera baza
    Y el asiento <sale> puede salir con K♠

    Ejemplos:
      | mano | sale |
      | 1    | 1    |
      | 2    | 2    |
      | 3    | 3    |

  @PASS-CYCLE
  Esquema del escenario: Cada tamaño de mesa tiene su propio ciclo de pases
    A tres: izquierda, derecha, sin pase. A cinco: izquierda, derecha, dos asientos a la
    izquierda, dos a la derecha, sin pase. A seis, igual pero con el pase de enfrente antes
    de la mano sin pase (cada distancia una vez, como en las fuentes de docs/players.md).
    Dado que se juega con las reglas <variante>
    Y que es la mano <mano> de la partida
    Entonces el pase de esta mano va <sentido>

    Ejemplos:
      | variante  | mano | sentido                     |
      | three-2d  | 2    | a la derecha                |
      | three-2d  | 3    | a ninguna parte             |
      | three-2d  | 4    | a la izquierda              |
      | five-2d2c | 3    | dos asientos a la izquierda |
      | five-2d2c | 4    | dos asientos a la derecha   |
      | five-2d2c | 5    | a ninguna parte             |
      | six-twos  | 5    | enfrente                    |
      | six-twos  | 6    | a ninguna parte             |

  @PASS-CYCLE @PASS-COUNT @DEAL @knob-by-knob
  Escenario: Una mesa de cinco montada ajuste a ajuste pasa dos asientos a la izquierda en la tercera mano
    Dado que se sientan 5 jugadores a la mesa
    Y que 2♦ y 2♣ quedan fuera de la baraja
    Y que es la mano 3 de la partida
    Y que el asiento 3 tiene 3♣, 4♣ y 5♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el asiento 5 recibe 3♣, 4♣ y 5♣
    Y el asiento 5 sale en la primera baza

  @PASS-CYCLE @variant:five-2d2c
  Escenario: A cinco no hay nadie enfrente, así que se rechaza un pase de enfrente
    TabletopGames convierte a cinco el pase de enfrente en dos asientos a la izquierda;
    aquí las reglas se rechazan, igual que las rechaza hearts variant check.
    Cuando quien escribe las reglas fija pass_cycle en [left,right,across,hold]
    Entonces el ajuste se rechaza por PASS-CYCLE
    Cuando quien escribe las reglas fija pass_cycle en [left,right,left-2,hold]
    Entonces el ajuste se acepta

  @MOON @variant:three-2d
  Escenario: A tres sin el 2♦ todas las cartas de castigo siguen en juego, y llevárselas todas es hacer la luna
    Dado que el asiento 1 se llevó Q♠ y todos los corazones
    Y que el asiento 2 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los puntos de la mano suman 26
    Y el asiento 1 hace la luna
    Y la mano se puntúa así:
      | asiento 1 | asiento 2 | asiento 3 |
      | 0         | 26        | 26        |

  @MOON @DEAL @variant:six-twos
  Escenario: A seis sin los cuatro doses una mano reparte 25 puntos, y la luna da esos 25 a cada uno de los demás
    Foster (1909) quita el 2♥ con los demás doses: la luna son todas las cartas de castigo
    en juego (los doce corazones que quedan y la Q♠), y cada uno de los demás se anota los 25
    puntos de la mano (moon_points, docs/players.md).
    Dado que el asiento 4 se llevó Q♠ y todos los corazones
    Y que el asiento 1 se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los puntos de la mano suman 25
    Y el asiento 4 se llevó 25 puntos
    Y el asiento 4 hace la luna
    Y la mano se puntúa así:
      | asiento 1 | asiento 2 | asiento 3 | asiento 4 | asiento 5 | asiento 6 |
      | 25        | 25        | 25        | 0         | 25        | 25        |

  @DEAL @POINTS @variant:three-kitty
  Escenario: A tres quien gana la primera baza se lleva el pozo, con sus puntos
    El pozo queda boca abajo hasta que se gana la primera baza (t_games, reglas caseras).
    Dado que es una mano sin pase de cartas
    Y que en el pozo está Q♠
    Y que el asiento 1 tiene 2♣
    Y que el asiento 2 tiene 5♣
    Y que el asiento 3 tiene K♣
    Entonces el pozo sigue boca abajo
    Y el pozo vale 13 puntos
    Cuando se juega la baza 2♣ 5♣ K♣
    Entonces el asiento 3 gana la baza
    Y el asiento 3 se lleva el pozo
    Y el asiento 3 lleva 13 puntos

  @DEAL @TRICK-WIN @variant:three-kitty
  Escenario: Un reparto escrito en la notación de tres asientos, con el pozo al final
    Los asientos se numeran en el orden de juego y el pozo va detrás como K (docs/players.md).
    Dado que es la mano 3 de la partida
    Y que el reparto es 1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-
    Entonces el asiento 2 sale en la primera baza
    Y el pozo vale 13 puntos
    Cuando se juega la baza 2♣ K♣ K♦
    Entonces el asiento 3 gana la baza
    Y el asiento 3 se lleva el pozo
    Y el asiento 3 lleva 13 puntos

  @KITTY-FIRST-HEART @DEAL @POINTS @variant:three-kitty
  Escenario: El pozo espera a la primera baza que lleve un corazón
    Con la opción extras=heart de t_games la primera baza no lleva ningún corazón, así que el pozo
    sigue boca abajo; se lo lleva, con sus puntos, quien gane la primera baza con un corazón.
    Dado que el ajuste leftover de la variante vale kitty-first-heart
    Y que es una mano sin pase de cartas
    Y que en el pozo está Q♠
    Y que el asiento 1 tiene 2♣ y 7♥
    Y que el asiento 1 no tiene diamantes
    Y que el asiento 2 tiene 5♣ y 2♦
    Y que el asiento 3 tiene K♣ y A♦
    Cuando se juega la baza 2♣ 5♣ K♣
    Entonces el asiento 3 gana la baza
    Y el pozo sigue boca abajo
    Y el asiento 3 lleva 0 puntos
    Cuando se juega la baza A♦ 7♥ 2♦
    Entonces el asiento 3 gana la baza
    Y el asiento 3 se lleva el pozo
    Y el asiento 3 lleva 14 puntos
