# language: es
Característica: El pase de cartas a tres, cinco, seis y siete
  A tres, a cinco y a siete no hay nadie enfrente, así que cada mesa pasa con su propio
  ciclo: a la izquierda, a la derecha, luego, a partir de cinco jugadores, dos asientos a
  la izquierda y dos a la derecha, a seis también enfrente, y después una mano sin pase.
  La izquierda es el asiento siguiente en el orden de juego, así que el último asiento
  pasa al asiento 1. No hemos encontrado ninguna fuente con un ciclo a cinco, a seis o a
  siete: estos los ha elegido el proyecto (docs/players.md).

  @PASS-CYCLE @variant:three-2d
  Esquema del escenario: A tres las cartas van a la izquierda, luego a la derecha, y luego no se pasan
    Dado que es la mano <mano> de la partida
    Y que el asiento 1 tiene 2♣, 3♣ y 4♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el pase de esta mano va <sentido>
    Y el asiento <recibe> recibe 2♣, 3♣ y 4♣
    Y el asiento <recibe> sale en la primera baza

    Ejemplos:
      | mano | sentido        | recibe |
      | 1    | a la izquierda | 2      |
      | 2    | a la derecha   | 3      |
      | 4    | a la izquierda | 2      |

  @PASS-CYCLE @variant:five-2d2c
  Esquema del escenario: A cinco las cartas van a un asiento y luego a dos, hacia cada lado
    Dado que es la mano <mano> de la partida
    Y que el asiento 1 tiene 3♣, 4♣ y 5♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el pase de esta mano va <sentido>
    Y el asiento <recibe> recibe 3♣, 4♣ y 5♣

    Ejemplos:
      | mano | sentido                     | recibe |
      | 1    | a la izquierda              | 2      |
      | 2    | a la derecha                | 5      |
      | 3    | dos asientos a la izquierda | 3      |
      | 4    | dos asientos a la derecha   | 4      |
      | 6    | a la izquierda              | 2      |

  @PASS-CYCLE @PASS-COUNT @variant:six-twos
  Esquema del escenario: A seis las cartas van a uno y a dos asientos hacia cada lado, y luego enfrente
    Dado que es la mano <mano> de la partida
    Y que el asiento 5 tiene 3♣, 4♣ y 5♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el pase de esta mano va <sentido>
    Y el asiento <recibe> recibe 3♣, 4♣ y 5♣

    Ejemplos:
      | mano | sentido                     | recibe |
      | 1    | a la izquierda              | 6      |
      | 2    | a la derecha                | 4      |
      | 3    | dos asientos a la izquierda | 1      |
      | 4    | dos asientos a la derecha   | 3      |
      | 5    | enfrente                    | 2      |

  @PASS-CYCLE @variant:seven-tabletop
  Esquema del escenario: A siete las cartas van a un asiento y luego a dos, hacia cada lado, como a cinco
    Dado que es la mano <mano> de la partida
    Y que el asiento 7 tiene 2♣, 4♣ y 5♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces el pase de esta mano va <sentido>
    Y el asiento <recibe> recibe 2♣, 4♣ y 5♣
    Y el asiento <recibe> sale en la primera baza

    Ejemplos:
      | mano | sentido                     | recibe |
      | 1    | a la izquierda              | 1      |
      | 2    | a la derecha                | 6      |
      | 3    | dos asientos a la izquierda | 2      |
      | 4    | dos asientos a la derecha   | 5      |
      | 6    | a la izquierda              | 1      |

  @PASS-CYCLE
  Esquema del escenario: La última mano de cada ciclo se juega sin pase
    Dado que se juega con las reglas <variante>
    Y que es la mano <mano> de la partida
    Y que el asiento 2 tiene <trébol>
    Entonces el pase de esta mano va a ninguna parte
    Y cada jugador tiene <cartas> cartas
    Y el asiento 2 sale en la primera baza

    Ejemplos:
      | variante       | mano | trébol | cartas |
      | three-2d       | 3    | 2♣     | 17     |
      | three-2d       | 6    | 2♣     | 17     |
      | five-2d2c      | 5    | 3♣     | 10     |
      | five-2d2c      | 10   | 3♣     | 10     |
      | six-twos       | 6    | 3♣     | 8      |
      | six-twos       | 12   | 3♣     | 8      |
      | seven-tabletop | 5    | 2♣     | 7      |
      | seven-tabletop | 10   | 2♣     | 7      |

  @PASS-COUNT @variant:three-2d
  Escenario: Donde a tres se pasan cuatro cartas, cada jugador elige cuatro
    En algunas mesas de tres se pasan cuatro de las diecisiete cartas
    (examples/tables/three-pass-4.yaml).
    Dado que el ajuste pass_count de la variante vale 4
    Y que es la mano 1 de la partida
    Y que el asiento 1 tiene 2♣, 3♣, 4♣ y 5♣
    Cuando el asiento 1 pasa 2♣, 3♣ y 4♣
    Entonces le toca al asiento 1
    Y el asiento 1 no puede volver a pasar 2♣ por PASS-COUNT
    Cuando el asiento 1 pasa 5♣
    Entonces le toca al asiento 2

  @PASS-COUNT @PASS-CYCLE @variant:three-2d
  Escenario: Después de pasar cuatro cartas cada uno a tres, todos vuelven a tener diecisiete
    Dado que el ajuste pass_count de la variante vale 4
    Y que es la mano 2 de la partida
    Y que el asiento 1 tiene 2♣, 3♣, 4♣ y 5♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces cada jugador tiene 17 cartas
    Y el asiento 3 recibe 2♣, 3♣, 4♣ y 5♣
    Y el asiento 1 ya no tiene 2♣, 3♣, 4♣ y 5♣
    Y el asiento 3 sale en la primera baza

  @PASS-COUNT @variant:seven-tabletop
  Escenario: A siete cada jugador pasa tres de sus siete cartas y se queda con cuatro
    Dado que es la mano 1 de la partida
    Y que el asiento 3 tiene 2♣, 4♣, 5♣ y 6♣
    Cuando cada jugador pasa sus cartas más bajas
    Entonces cada jugador tiene 7 cartas
    Y el asiento 4 recibe 2♣, 4♣ y 5♣
    Y el asiento 3 ya no tiene 2♣, 4♣ y 5♣
    Y el asiento 3 tiene ahora 6♣
    Y el asiento 4 sale en la primera baza
