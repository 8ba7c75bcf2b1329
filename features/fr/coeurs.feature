# language: fr
@variant:card-1.0.0
Fonctionnalité: Briser les cœurs et les entamer
  Les cœurs sont brisés quand quelqu'un se défausse d'un cœur sur un pli d'une
  autre couleur. D'ici là personne ne peut entamer à cœur, sauf s'il n'a plus
  que des cœurs en main.

  Contexte:
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 9♦
    Et qu'Est a en main 3♣
    Et que Sud a en main 4♣ 2♦

  @HEARTS-LEAD
  Scénario: On ne peut pas entamer à cœur avant qu'ils soient brisés
    Étant donné qu'Ouest a en main A♣ 5♦ 3♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors les cœurs ne sont pas brisés
    Et Ouest ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD
    Et Ouest peut entamer 5♦

  @HEARTS-BREAK @HEARTS-LEAD
  Scénario: Un cœur défaussé sur une autre couleur brise les cœurs, et l'on peut ensuite les entamer
    Étant donné qu'Est a en main 5♥
    Et qu'Est n'a aucun carreau
    Et qu'Ouest a en main A♣ K♦ 8♠ 3♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli K♦ 9♦ 5♥ 2♦ est joué
    Alors Ouest remporte le pli
    Et les cœurs sont brisés
    Et Ouest peut entamer 3♥

  @HEARTS-BREAK @Q2
  Plan du scénario: La dame de pique ne brise pas les cœurs selon la carte (certains moteurs disent le contraire)
    Étant donné que la partie se joue selon les règles <variante>
    Et qu'Est a en main la dame de pique
    Et qu'Est n'a aucun carreau
    Et qu'Ouest a en main A♣ K♦ 8♠ 3♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli K♦ 9♦ Q♠ 2♦ est joué
    Alors Ouest remporte le pli
    Et <cœurs>
    Et <entame>

    Exemples:
      | variante   | cœurs                        | entame                                                   |
      | card-1.0.0 | les cœurs ne sont pas brisés | Ouest ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD |
      | web        | les cœurs ne sont pas brisés | Ouest ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD |
      | openspiel  | les cœurs sont brisés        | Ouest peut entamer 3♥                                    |

  @HEARTS-BREAK @HEARTS-LEAD @Q2
  Scénario: Qui n'a que des cœurs peut entamer à cœur, et cela brise les cœurs
    Étant donné qu'Ouest a en main A♣ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors les cœurs ne sont pas brisés
    Et les cartes légales d'Ouest sont 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quand Ouest entame 5♥
    Alors les cœurs sont brisés

  @HEARTS-LEAD @Q5
  Plan du scénario: Qui entame avec seulement des cœurs et la Q♠ doit entamer la Q♠
    Étant donné que le réglage hearts_lead_exception de la variante vaut <exception>
    Et qu'Ouest a en main A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors les cartes légales d'Ouest sont <légales>

    Exemples:
      | exception             | légales                                |
      | only-hearts           | Q♠                                     |
      | only-hearts-and-queen | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ |

  @HEARTS-LEAD @Q5
  Scénario: Selon la carte, l'entame à cœur est refusée et la Q♠ acceptée
    Étant donné qu'Ouest a en main A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest essaie d'entamer le sept de cœur
    Alors la carte est refusée à cause de la règle HEARTS-LEAD
    Quand Ouest essaie d'entamer la dame de pique
    Alors la carte est jouée
    Et les cœurs ne sont toujours pas brisés
