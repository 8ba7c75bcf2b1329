# language: fr
Fonctionnalité: Le jeu à trois, cinq, six et sept
  À toutes les tables, on joue selon la carte des règles : on fournit la couleur
  demandée, on n'entame pas à cœur avant que les cœurs soient brisés, et on ne donne pas
  de points au premier pli. Les places sont numérotées à partir de 1 dans l'ordre du jeu,
  et après la dernière vient de nouveau la place 1 (docs/players.md).

  @FOLLOW
  Plan du scénario: Après la dernière place vient la place 1, qui doit fournir la couleur
    Étant donné que la partie se joue selon les règles <variante>
    Et que c'est une manche sans passage de cartes
    Et que la place <dernière> a en main <trèfle>
    Et que la place 1 a en main 9♣ et A♦
    Quand la place <dernière> entame <trèfle>
    Alors c'est au tour de la place 1
    Et la place 1 peut jouer 9♣
    Et la place 1 ne peut pas jouer A♦ à cause de la règle FOLLOW

    Exemples:
      | variante       | dernière | trèfle |
      | three-2d       | 3        | 2♣     |
      | five-2d2c      | 5        | 3♣     |
      | six-twos       | 6        | 3♣     |
      | seven-tabletop | 7        | 2♣     |

  @HEARTS-LEAD @HEARTS-BREAK @variant:three-2d
  Scénario: À trois, un cœur défaussé sur un pli entamé à carreau brise les cœurs, et on peut ensuite entamer à cœur
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 2♣ et 9♦
    Et que la place 2 a en main A♣, K♦ et 3♥
    Et que la place 3 a en main 4♣ et 5♥
    Et que la place 3 n'a aucun carreau
    Quand le pli 2♣ A♣ 4♣ est joué
    Alors les cœurs ne sont pas brisés
    Et la place 2 ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD
    Quand la place 2 entame K♦
    Et la place 3 joue 5♥
    Alors les cœurs sont brisés
    Quand la place 1 joue 9♦
    Alors la place 2 remporte le pli
    Et la place 2 peut entamer 3♥

  @HEARTS-BREAK @HEARTS-LEAD @TRICK-WIN @variant:five-2d2c
  Scénario: À cinq, la dame de pique défaussée sur un pli entamé à carreau ne brise pas les cœurs
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 3♣ et 9♦
    Et que la place 2 a en main 4♣ et 4♦
    Et que la place 3 a en main A♣, K♦ et 6♥
    Et que la place 4 a en main 5♣ et 5♦
    Et que la place 5 a en main 6♣ et Q♠
    Et que la place 5 n'a aucun carreau
    Quand le pli 3♣ 4♣ A♣ 5♣ 6♣ est joué
    Et le pli K♦ 5♦ Q♠ 9♦ 4♦ est joué
    Alors la place 3 remporte le pli
    Et la place 3 a pour l'instant ramassé 13 points
    Et les cœurs ne sont pas brisés
    Et la place 3 ne peut pas entamer 6♥ à cause de la règle HEARTS-LEAD

  @HEARTS-BREAK @HEARTS-LEAD @variant:six-twos
  Scénario: À six, qui n'a plus que des cœurs peut en entamer un, et cela brise les cœurs
    Huit cartes par main : la place 2 remporte le premier pli avec son seul trèfle et il
    lui reste sept cœurs.
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 3♣
    Et que la place 2 a en main A♣, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ et 9♥
    Et que la place 3 a en main 4♣
    Et que la place 4 a en main 5♣
    Et que la place 5 a en main 6♣
    Et que la place 6 a en main 7♣
    Quand le pli 3♣ A♣ 4♣ 5♣ 6♣ 7♣ est joué
    Alors la place 2 remporte le pli
    Et les cœurs ne sont pas brisés
    Et les cartes légales de la place 2 sont 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ et 9♥
    Quand la place 2 entame 9♥
    Alors les cœurs sont brisés

  @HEARTS-LEAD @HEARTS-BREAK @TRICK-WIN @DECK @variant:seven-tabletop
  Scénario: À sept, un cœur défaussé sur un pli entamé à carreau brise les cœurs, mais ne remporte rien
    Il n'y a pas d'atout : l'A♥ défaussé sur un pli entamé à carreau perd contre le 10♦.
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 2♣ et 4♦
    Et que la place 2 a en main A♣, 10♦ et 3♥
    Et que la place 3 a en main 4♣ et 9♦
    Et que la place 4 a en main 5♣ et 5♦
    Et que la place 5 a en main 6♣ et 6♦
    Et que la place 6 a en main 7♣ et A♥
    Et que la place 6 n'a aucun carreau
    Et que la place 7 a en main 8♣ et 7♦
    Quand le pli 2♣ A♣ 4♣ 5♣ 6♣ 7♣ 8♣ est joué
    Alors la place 2 remporte le pli
    Et les cœurs ne sont pas brisés
    Et la place 2 ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD
    Quand le pli 10♦ 9♦ 5♦ 6♦ A♥ 7♦ 4♦ est joué
    Alors la place 2 remporte le pli
    Et la place 2 a pour l'instant ramassé 1 point
    Et les cœurs sont brisés
    Et la place 2 peut entamer 3♥

  @FIRST-TRICK-POINTS @DISCARD
  Plan du scénario: Au premier pli, qui n'a pas de trèfle ne peut pas se défausser d'une carte qui vaut des points, à aucune table
    Étant donné que la partie se joue selon les règles <variante>
    Et que c'est une manche sans passage de cartes
    Et que la place 1 a en main <trèfle>
    Et que la place 2 a en main Q♠, 5♥ et 7♦
    Et que la place 2 n'a aucun trèfle
    Quand la place 1 entame <trèfle>
    Alors la place 2 ne peut pas jouer Q♠ à cause de la règle FIRST-TRICK-POINTS
    Et la place 2 ne peut pas jouer 5♥ à cause de la règle FIRST-TRICK-POINTS
    Et la place 2 peut jouer 7♦

    Exemples:
      | variante       | trèfle |
      | three-2d       | 2♣     |
      | three-kitty    | 2♣     |
      | five-2d2c      | 3♣     |
      | six-twos       | 3♣     |
      | seven-tabletop | 2♣     |

  @FIRST-TRICK-POINTS @HEARTS-BREAK @variant:five-2d2c
  Scénario: À cinq, une main de dix cœurs n'a rien d'autre à jouer au premier pli
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 3♣
    Et que la place 2 a en main 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ et J♥
    Quand la place 1 entame 3♣
    Alors les cartes légales de la place 2 sont 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ et J♥
    Quand la place 2 joue J♥
    Alors les cœurs sont brisés

  @FIRST-TRICK-POINTS @HEARTS-BREAK @DISCARD @variant:seven-tabletop
  Scénario: À sept, une main de la Q♠ et de six cœurs peut jouer n'importe laquelle de ces cartes au premier pli
    Sept cartes par main : sans trèfle et avec seulement des cartes qui valent des points,
    toutes sont légales, et la Q♠ défaussée ne brise rien.
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 1 a en main 2♣
    Et que la place 2 a en main Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ et 7♥
    Quand la place 1 entame 2♣
    Alors les cartes légales de la place 2 sont Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ et 7♥
    Quand la place 2 joue Q♠
    Alors les cœurs ne sont pas brisés

  @FIRST-LEAD @DEAL @knob-by-knob
  Scénario: À trois sans le 2♣ dans le paquet, c'est le détenteur du 3♣ qui entame, et avec lui
    HeartsGym, d'après Morehead, retire le 2♣ à trois : le plus petit trèfle en jeu entame.
    Étant donné que 3 joueurs sont à la table
    Et que 2♣ est hors du paquet
    Et que c'est une manche sans passage de cartes
    Et que la place 2 a en main 3♣ et 4♣
    Alors la place 2 entame le premier pli
    Et la seule carte légale de la place 2 est 3♣
    Et la place 2 ne peut pas entamer 4♣ à cause de la règle FIRST-LEAD

  @FIRST-LEAD @variant:six-twos
  Scénario: À six sans les quatre 2, c'est le détenteur du 3♣ qui entame, et avec lui
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 6 a en main 3♣ et 4♣
    Alors la place 6 entame le premier pli
    Et la seule carte légale de la place 6 est 3♣
    Et la place 6 ne peut pas entamer 4♣ à cause de la règle FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:seven-tabletop
  Scénario: À sept, sans le 2♦, le 3♦ ni le 3♣, c'est toujours le 2♣ qui entame
    Quarante-neuf cartes, sept pour chaque joueur (TabletopGames).
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 4 a en main 2♣ et 4♣
    Alors chaque joueur a 7 cartes en main
    Et les mains contiennent 49 cartes toutes différentes
    Et la place 4 entame le premier pli
    Et la seule carte légale de la place 4 est 2♣
    Et la place 4 ne peut pas entamer 4♣ à cause de la règle FIRST-LEAD

  @FIRST-LEAD @DEAL @knob-by-knob
  Plan du scénario: Quand les plus petits trèfles sont face cachée au talon, le plus petit trèfle en main entame
    Qui distribue tout le paquet a des cartes en trop : deux à cinq, quatre à six, trois à
    sept. Elles restent face cachée jusqu'à ce que le premier pli soit remporté.
    Étant donné que <joueurs> joueurs sont à la table
    Et que les cartes en trop restent face cachée au talon pour qui remporte le premier pli
    Et que c'est une manche sans passage de cartes
    Et que le talon contient <talon>
    Et que la place <place> a en main <trèfle>
    Alors le talon est toujours face cachée
    Et la place <place> entame le premier pli
    Et la seule carte légale de la place <place> est <trèfle>

    Exemples:
      | joueurs | talon         | place | trèfle |
      | 5       | 2♣ et 7♥      | 4     | 3♣     |
      | 6       | 2♣, 3♣ et 7♥  | 2     | 4♣     |
      | 7       | 2♣, 3♣ et 4♣  | 7     | 5♣     |
