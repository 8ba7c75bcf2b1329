# language: es
@variant:card-1.0.0
Característica: Parejas
  Corazones en parejas y las mesas de dos contra dos de algunas aplicaciones sientan a cuatro
  jugadores en dos equipos, con los compañeros frente a frente: Norte y Sur contra Este y Oeste.
  Cada jugador se anota sus propios puntos; el total de un equipo es la suma de los totales de
  sus dos jugadores (docs/rules/peers.md).

  @TEAMS @TEAM-GAME-END
  Escenario: La partida termina cuando el total de un equipo llega a la meta, y gana el otro equipo
    Dado que el ajuste teams de la variante vale partners-across
    Y que el ajuste target_score de la variante vale 200
    Y que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 110   | 50   | 80  | 60    |
    Y que Norte se llevó Q♠
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 123   | 63   | 80  | 60    |
    Y la partida termina y ganan Este y Oeste

  @TEAM-GAME-END
  Escenario: Un jugador que pasa la meta no termina la partida mientras su equipo no llegue
    Dado que el ajuste teams de la variante vale partners-across
    Y que el ajuste jack_of_diamonds_points de la variante vale -10
    Y que los totales antes de esta mano son:
      | Norte | Este | Sur | Oeste |
      | 95    | 20   | -30 | 10    |
    Y que Norte se llevó Q♠
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces los totales son:
      | Norte | Este | Sur | Oeste |
      | 108   | 23   | -30 | 10    |
    Y la partida sigue con otra mano

  @TEAM-MOON
  Escenario: El compañero de quien hace la luna no se anota nada por ella
    Dado que el ajuste teams de la variante vale partners-across
    Y que Oeste se llevó la dama de picas y todos los corazones
    Y que Norte se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces Oeste hace la luna
    Y la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 26    | 0    | 26  | 0     |

  @TEAM-MOON
  Escenario: Dos compañeros que se llevan entre los dos las cartas de la luna la hacen juntos
    Dado que el ajuste teams de la variante vale partners-across
    Y que el ajuste team_moon de la variante vale together
    Y que Norte se llevó Q♠
    Y que Sur se llevó todos los corazones
    Y que Este se llevó todas las demás cartas
    Cuando se puntúa la mano
    Entonces la mano se puntúa así:
      | Norte | Este | Sur | Oeste |
      | 0     | 26   | 0   | 26    |

  @TEAMS
  Escenario: Las parejas solo se sientan frente a frente en una mesa de cuatro
    Dado que se sientan 6 jugadores a la mesa
    Y que 2♣, 2♦, 2♠ y 2♥ quedan fuera de la baraja
    Cuando quien escribe las reglas fija teams en partners-across
    Entonces el ajuste se rechaza por TEAMS
