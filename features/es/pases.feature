# language: es
@variant:card-1.0.0
Característica: Pases que juegan otros motores
  OpenSpiel sortea en cada mano hacia dónde se pasan las cartas, en lugar de seguir el
  ciclo (docs/rules/peers.md). Aquí el sorteo sale del reparto, así que el mismo reparto, o
  la misma partida numerada, pasa siempre en la misma dirección.

  @PASS-RANDOM
  Escenario: Es el reparto, y no el número de la mano, lo que decide adónde van las cartas
    Dado que el ajuste pass_random de la variante vale true
    Y que es la mano 1 de la partida
    Y que el reparto es 432.5432.432.432 T98.876.765.8765 765.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Entonces el pase de esta mano va a la derecha

  @PASS-RANDOM
  Escenario: Una mano que el ciclo juega sin pase puede tener pase
    Dado que el ajuste pass_random de la variante vale true
    Y que es la mano 4 de la partida
    Y que el reparto es 432.5432.432.432 765.876.765.8765 T98.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Entonces el pase de esta mano va enfrente

  @PASS-RANDOM
  Escenario: El sorteo puede caer en una mano sin pase
    Dado que el ajuste pass_random de la variante vale true
    Y que es la mano 1 de la partida
    Y que el reparto es 432.5432.432.432 765.JT9.765.8765 T98.876.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Entonces el pase de esta mano va a ninguna parte

  @PASS-RANDOM
  Escenario: El número de la partida fija el sorteo
    Dado que el ajuste pass_random de la variante vale true
    Y que se reparte la partida n.º 7
    Entonces el pase de esta mano va a la derecha
