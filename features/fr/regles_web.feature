# language: fr
@variant:web
Fonctionnalité: Les règles du jeu en ligne
  La page web joue la carte avec quelques différences : on ouvre avec le 2♣
  lui-même, la dame de pique peut être jouée dès que la couleur le permet en
  dehors du premier pli et ne brise jamais les cœurs, aucun point ne peut être
  défaussé au premier pli, le plus petit score d'une manche gagne cette manche,
  et une égalité finale se joue jusqu'au bout.

  Contexte:
    Étant donné que c'est une manche sans passage de cartes

  @WEB-LEAD-2C @FIRST-LEAD
  Scénario: Le premier pli s'entame avec le 2♣ lui-même
    Étant donné que Sud a en main 2♣ 9♣
    Alors la seule carte légale de Sud est 2♣
    Et Sud ne peut pas entamer le neuf de trèfle à cause de la règle FIRST-LEAD

  @WEB-QS-FREE
  Scénario: On peut entamer la dame de pique avant que les cœurs soient brisés, et elle ne les brise pas
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main 3♣
    Et que Sud a en main 4♣
    Et qu'Ouest a en main A♣ Q♠ 5♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors Ouest peut entamer la dame de pique
    Quand Ouest entame Q♠
    Alors les cœurs ne sont pas brisés

  @WEB-QS-FREE @HEARTS-BREAK
  Scénario: La dame de pique défaussée sur une autre couleur ne brise pas les cœurs
    Étant donné que Nord a en main 2♣ 9♦
    Et qu'Est a en main 3♣ Q♠
    Et qu'Est n'a aucun carreau
    Et que Sud a en main 4♣ 2♦
    Et qu'Ouest a en main A♣ K♦ 8♠ 3♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli K♦ 9♦ Q♠ 2♦ est joué
    Alors les cœurs ne sont pas brisés
    Et Ouest ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD

  @WEB-FIRST-TRICK-STRICT
  Scénario: Ni cœur ni dame de pique au premier pli, même sans trèfle
    Étant donné que Nord a en main 2♣
    Et qu'Est a en main Q♠ 5♥ 7♦
    Et qu'Est n'a aucun trèfle
    Quand Nord entame 2♣
    Alors Est ne peut pas jouer Q♠ à cause de la règle WEB-FIRST-TRICK-STRICT
    Et Est ne peut pas jouer 5♥ à cause de la règle WEB-FIRST-TRICK-STRICT
    Et Est peut jouer 7♦

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS
  Plan du scénario: La carte et la page web citent des règles différentes pour le même refus
    Étant donné que la partie se joue selon les règles <variante>
    Et que Nord a en main 2♣
    Et qu'Est a en main Q♠ 7♦
    Et qu'Est n'a aucun trèfle
    Quand Nord entame 2♣
    Et Est essaie de jouer Q♠
    Alors la carte est refusée à cause de la règle <règle>

    Exemples:
      | variante   | règle                  |
      | card-1.0.0 | FIRST-TRICK-POINTS     |
      | web        | WEB-FIRST-TRICK-STRICT |

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS @Q4
  Plan du scénario: Sans trèfle et avec seulement des cartes à points au premier pli
    Étant donné que la partie se joue selon les règles <variante>
    Et que Nord a en main 2♣
    Et qu'Est a en main Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quand Nord entame 2♣
    Alors <issue>

    Exemples:
      | variante   | issue                          |
      | card-1.0.0 | Est peut jouer Q♠              |
      | web        | Est peut jouer Q♠              |
      | web        | Est peut jouer 5♥              |
      | web-strict | Est n'a aucune carte légale    |

  @WEB-HAND-WINNER
  Scénario: Qui ramasse le moins de points dans une manche gagne cette manche
    Étant donné que Sud a ramassé Q♠
    Et qu'Est a ramassé 2♥ 3♥
    Et qu'Ouest a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Nord gagne la manche

  @WEB-HAND-WINNER
  Scénario: Plusieurs joueurs peuvent gagner ensemble une manche
    Étant donné que Sud a ramassé Q♠
    Et qu'Ouest a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Nord et Est gagnent la manche

  @WEB-TIE
  Scénario: Une égalité au plus petit total à partir de 100 se joue jusqu'au bout
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 95   | 60  | 60  | 80    |
    Et que Nord a ramassé Q♠
    Et qu'Ouest a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la partie continue avec une nouvelle manche

  @WEB-TIE
  Scénario: On joue jusqu'à ce qu'un seul joueur ait le plus petit total
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 108  | 60  | 60  | 93    |
    Et qu'Est a ramassé 2♥
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la partie est terminée et Sud gagne

  @WEB-MOON
  Scénario: Les treize cœurs et la dame de pique : 0 pour qui les ramasse, 26 pour chacun des autres
    Étant donné que Sud a ramassé la dame de pique et tous les cœurs
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Sud réalise la lune
    Et la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 26   | 26  | 0   | 26    |
