# language: fr
@variant:card-1.0.0
Fonctionnalité: Ce que voit chaque joueur
  Chaque joueur voit sa propre main, les cartes posées sur la table et les plis
  déjà joués ; les cartes qu'on lui passe, seulement une fois l'échange fait.

  @Q7
  Plan du scénario: Tous les plis terminés de la manche peuvent être revus
    Étant donné que c'est une manche sans passage de cartes
    Et que le réglage history de la variante vaut <historique>
    Et que Nord a en main 2♣ 9♦
    Et qu'Est a en main 3♣ 5♦
    Et que Sud a en main 4♣ 2♦
    Et qu'Ouest a en main A♣ K♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli K♦ 9♦ 5♦ 2♦ est joué
    Alors Nord peut revoir <plis> plis terminés

    Exemples:
      | historique | plis |
      | all-tricks | 2    |
      | last-trick | 1    |

  @Q9 @PASS-COUNT
  Scénario: Un joueur ne voit les cartes reçues qu'une fois que tous ont choisi
    Étant donné que c'est la manche 2 de la partie
    Et que Nord a en main 2♣ 3♣ 4♣
    Quand Nord passe 2♣ 3♣ 4♣
    Alors Ouest n'a encore reçu aucune carte
    Quand chaque joueur passe ses cartes les plus basses
    Alors Ouest reçoit 2♣ 3♣ 4♣
