# language: fr
@variant:card-1.0.0
Fonctionnalité: Le paquet et la distribution
  Cinquante-deux cartes, quatre joueurs, treize cartes chacun. Dans chaque
  couleur les cartes vont du 2 à l'as, et aucune couleur n'est atout.

  @DEAL @DECK
  Scénario: Une nouvelle partie donne treize cartes à chacun des quatre joueurs
    Étant donné que la donne n° 7 est distribuée
    Alors chaque joueur a 13 cartes en main
    Et les mains contiennent 52 cartes toutes différentes

  @DECK @TRICK-WIN
  Plan du scénario: La plus forte carte de la couleur demandée l'emporte, du 2 jusqu'à l'as
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣
    Et qu'Est a en main <basse>
    Et que Sud a en main <haute>
    Et qu'Ouest a en main 3♣
    Quand le pli 2♣ <basse> <haute> 3♣ est joué
    Alors Sud remporte le pli

    Exemples:
      | basse | haute |
      | 4♣    | 5♣    |
      | 9♣    | 10♣   |
      | 10♣   | J♣    |
      | J♣    | Q♣    |
      | Q♣    | K♣    |
      | K♣    | A♣    |

  @DECK @DISCARD
  Scénario: Pas d'atout : l'as d'une autre couleur ne remporte pas le pli
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣
    Et qu'Est a en main l'as de pique
    Et qu'Est n'a aucun trèfle
    Et que Sud a en main 3♣
    Et qu'Ouest a en main 4♣
    Quand le pli 2♣ A♠ 3♣ 4♣ est joué
    Alors Ouest remporte le pli
    Et Ouest entame le pli suivant
