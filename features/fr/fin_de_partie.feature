# language: fr
@variant:card-1.0.0
Fonctionnalité: La fin de la manche et de la partie
  Une manche compte treize plis. La partie s'arrête à la fin de la manche où
  quelqu'un atteint ou dépasse 100 points, et le plus petit total gagne ; si
  plusieurs joueurs partagent ce total, on joue une manche de plus, autant de
  fois qu'il le faut.

  @HAND-END
  Scénario: Une manche se joue en treize plis
    Étant donné que la donne n° 3 est distribuée
    Quand chaque joueur passe ses cartes les plus basses
    Et la manche est jouée jusqu'au bout, chacun jouant sa plus petite carte légale
    Alors la manche se termine après 13 plis
    Et les points de la manche font 26 en tout
    Et la partie continue avec une nouvelle manche

  @GAME-END
  Scénario: Atteindre 100 termine la partie et le plus petit total gagne
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 90   | 50  | 60  | 70    |
    Et que Nord a ramassé Q♠
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 103  | 63  | 60  | 70    |
    Et la partie est terminée et Sud gagne

  @GAME-END
  Plan du scénario: La partie s'arrête à 100 pile ou plus, et continue en dessous
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 87   | 20  | 30  | 40    |
    Et que Nord a ramassé <cartes>
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors <issue>

    Exemples:
      | cartes | issue                                          |
      | Q♠     | la partie est terminée et Sud gagne            |
      | Q♠ 2♥  | la partie est terminée et Sud gagne            |
      | 2♥ 3♥  | la partie continue avec une nouvelle manche    |

  @TIE
  Scénario: Une égalité au plus petit total fait jouer une manche de plus
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 95   | 60  | 60  | 80    |
    Et que Nord a ramassé Q♠
    Et qu'Ouest a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 108  | 60  | 60  | 93    |
    Et la partie continue avec une nouvelle manche

  @TIE @GAME-END
  Scénario: La manche supplémentaire départage la partie
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 108  | 60  | 60  | 93    |
    Et qu'Est a ramassé 2♥
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la partie est terminée et Sud gagne
