# language: fr
@variant:card-1.0.0
Fonctionnalité: Le premier pli
  Le joueur qui détient le 2 de trèfle l'entame au premier pli. Sur ce pli,
  personne ne peut jouer de cœur ni la dame de pique, sauf s'il n'a aucune
  autre carte jouable.

  Contexte:
    Étant donné que c'est une manche sans passage de cartes

  @FIRST-LEAD
  Scénario: Le détenteur du 2 de trèfle entame le premier pli
    Étant donné que Sud a en main le deux de trèfle
    Alors Sud entame le premier pli

  @FIRST-LEAD @Q1
  Scénario: On entame avec le 2♣ lui-même, pas avec n'importe quel trèfle
    Étant donné que Sud a en main 2♣ 9♣ A♦
    Alors la seule carte légale de Sud est 2♣
    Et Sud ne peut pas entamer 9♣ à cause de la règle FIRST-LEAD
    Et Sud ne peut pas entamer l'as de carreau à cause de la règle FIRST-LEAD

  @FIRST-LEAD @Q1
  Plan du scénario: Le réglage first_lead choisit entre le 2♣ et n'importe quel trèfle
    Étant donné que le réglage first_lead de la variante vaut <first_lead>
    Et que Sud a en main 2♣ 9♣ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    Alors les cartes légales de Sud sont <légales>

    Exemples:
      | first_lead   | légales |
      | two-of-clubs | 2♣      |
      | any-club     | 2♣ 9♣   |

  @FIRST-TRICK-POINTS @DISCARD
  Scénario: Sans trèfle, on ne peut pas se défausser de points au premier pli
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main la Dame de pique, le cinq de cœur et le sept de carreau
    Et qu'Est n'a aucun trèfle
    Quand Nord entame 2♣
    Alors Est ne peut pas jouer Q♠ à cause de la règle FIRST-TRICK-POINTS
    Et Est ne peut pas jouer 5♥ à cause de la règle FIRST-TRICK-POINTS
    Et Est peut jouer 7♦

  @FIRST-TRICK-POINTS @HEARTS-BREAK
  Scénario: Qui n'a que des cœurs peut en jouer un au premier pli
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main tous les cœurs
    Quand Nord entame 2♣
    Alors les cartes légales d'Est sont tous les cœurs
    Quand Est joue le deux de cœur
    Alors les cœurs sont brisés

  @FIRST-TRICK-POINTS @Q3
  Plan du scénario: Sans trèfle, avec seulement des cœurs et la Q♠, le joueur choisit parmi elles
    Étant donné que le réglage first_trick_forced de la variante vaut <forcé>
    Et que Nord a en main 2♣
    Et qu'Est a en main Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quand Nord entame 2♣
    Alors les cartes légales d'Est sont <légales>

    Exemples:
      | forcé          | légales                                   |
      | any-point-card | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ |
      | hearts-only    | 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥    |
