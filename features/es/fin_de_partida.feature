# language: es
@variant:card-1.0.0
Característica: El final de la mano y de la partida
  Una mano son trece bazas. La partida acaba con la mano en la que alguien llega
  a 100 puntos o más, y gana el total más bajo; si ese total lo comparten
  varios, se juega otra mano, las veces que haga falta.

  @HAND-END
  Escenario: Una mano se juega en trece bazas
    Dado que se reparte la partida n.º 3
    Cuando cada jugador pasa sus cartas más bajas
    Y se juega la mano hasta el final, cada jugador con su carta legal más baja
    Entonces la mano termina tras 13 bazas
    Y los puntos de la mano suman 26
    Y la partida sigue con otra mano

  @GAME-END
  Escenario: Llegar a 100 termina la partida y gana el total más bajo
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 90    | 50   | 60  | 70    |
    Y que Norte se llevó Q♠
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 103   | 63   | 60  | 70    |
    Y la partida termina y gana Sur

  @GAME-END
  Esquema del escenario: La partida termina con 100 justos o más, y sigue por debajo
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 87    | 20   | 30  | 40    |
    Y que Norte se llevó <cartas>
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces <resultado>

    Ejemplos:
      | cartas | resultado                        |
      | Q♠     | la partida termina y gana Sur    |
      | Q♠ 2♥  | la partida termina y gana Sur    |
      | 2♥ 3♥  | la partida sigue con otra mano   |

  @TIE
  Escenario: Un empate en el total más bajo obliga a jugar otra mano
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 95    | 60   | 60  | 80    |
    Y que Norte se llevó Q♠
    Y que Oeste se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 108   | 60   | 60  | 93    |
    Y la partida sigue con otra mano

  @TIE @GAME-END
  Escenario: La mano de desempate decide la partida
    Dado que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 108   | 60   | 60  | 93    |
    Y que Este se llevó 2♥
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la partida termina y gana Sur
