# language: fr
@variant:card-1.0.0
Fonctionnalité: Fournir la couleur et remporter les plis
  Il faut fournir la couleur demandée quand on le peut ; sinon on joue la carte
  que l'on veut (au premier pli, dans ses limites). La plus forte carte de la
  couleur demandée remporte le pli, et son gagnant entame le suivant. Le jeu
  tourne dans le sens des aiguilles d'une montre : après Nord, c'est Est.

  Contexte:
    Étant donné que c'est une manche sans passage de cartes

  @FOLLOW
  Plan du scénario: Qui a la couleur demandée doit en jouer
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main <main_est>
    Quand Nord entame 2♣
    Alors Est peut jouer <trèfle>
    Et Est ne peut pas jouer <autre> à cause de la règle FOLLOW

    Exemples:
      | main_est | trèfle | autre |
      | 9♣ A♦    | 9♣     | A♦    |
      | K♣ Q♠    | K♣     | Q♠    |
      | 3♣ 2♥    | 3♣     | 2♥    |

  @FOLLOW
  Scénario: Tant qu'on a la couleur demandée, seules ces cartes sont légales
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦
    Quand Nord entame 2♣
    Alors les cartes légales d'Est sont 8♣ et J♣

  @DISCARD @HEARTS-BREAK
  Scénario: Après le premier pli, qui n'a pas la couleur peut se défausser de n'importe quoi, points compris
    Étant donné que Nord a en main 2♣ 2♦
    Et qu'Est a en main 3♣ A♦
    Et que Sud a en main 4♣, la dame de pique et le deux de cœur
    Et que Sud n'a aucun carreau
    Et qu'Ouest a en main A♣ K♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame K♦
    Et Nord joue 2♦
    Et Est joue A♦
    Alors Sud peut jouer Q♠
    Et Sud peut jouer 2♥
    Quand Sud joue 2♥
    Alors Est remporte le pli
    Et les cœurs sont brisés

  @TRICK-WIN
  Plan du scénario: La plus forte carte de la couleur demandée remporte le pli, et son gagnant entame ensuite
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main <est>
    Et que Sud a en main <sud>
    Et qu'Ouest a en main <ouest>
    Quand le pli 2♣ <est> <sud> <ouest> est joué
    Alors <gagnant> remporte le pli
    Et <gagnant> entame le pli suivant

    Exemples:
      | est | sud | ouest | gagnant |
      | 9♣  | K♣  | 5♣    | Sud     |
      | A♣  | K♣  | Q♣    | Est     |
      | 3♣  | 4♣  | 10♣   | Ouest   |

  @TRICK-WIN @FIRST-TRICK-POINTS
  Scénario: Le 2♣ remporte le pli si personne d'autre n'a de trèfle
    Étant donné que Nord a en main 2♣
    Et qu'Est n'a aucun trèfle
    Et que Sud n'a aucun trèfle
    Et qu'Ouest n'a aucun trèfle
    Quand le pli 2♣ 2♦ 2♠ 2♥ est joué
    Alors Nord remporte le pli
    Et Nord entame le pli suivant

  @Q6
  Scénario: Le jeu tourne dans le sens des aiguilles d'une montre à partir de l'entame
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main 3♣
    Quand Nord entame 2♣
    Alors c'est au tour d'Est
    Quand Est joue 3♣
    Alors c'est au tour de Sud

  @FOLLOW @TRICK-WIN
  Plan du scénario: Dans chaque variante à quatre, on fournit, et la plus forte carte de la couleur demandée l’emporte
    Étant donné que la partie se joue selon les règles <variante>
    Et que Nord a en main 2♣
    Et qu'Est a en main 9♣ A♦
    Et que Sud a en main K♣
    Et qu'Ouest a en main 3♣
    Quand Nord entame 2♣
    Alors Est ne peut pas jouer A♦ à cause de la règle FOLLOW
    Quand Est joue 9♣
    Et Sud joue K♣
    Et Ouest joue 3♣
    Alors Sud remporte le pli

    Exemples:
      | variante    |
      | card-1.0.0  |
      | moon-choice |
      | omnibus     |
      | omnibus-ten |
      | openspiel   |
      | pink-lady   |
      | spot-hearts |
      | sun         |
      | web         |
      | web-strict  |
