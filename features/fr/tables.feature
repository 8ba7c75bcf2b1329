# language: fr
Fonctionnalité: Tables de trois, cinq et six
  À trois, cinq ou six joueurs, on retire du paquet quelques cartes qui ne valent
  rien, ou la carte en trop reste face cachée, pour que chacun reçoive autant de
  cartes (docs/players.md).

  @DEAL @variant:three-2d
  Scénario: À trois, sans le 2♦, chaque joueur reçoit 17 cartes
    Étant donné que la donne n° 7 est distribuée
    Alors chaque joueur a 17 cartes en main
    Et les mains contiennent 51 cartes toutes différentes

  @DEAL @variant:three-kitty
  Scénario: À trois avec tout le paquet, 17 cartes chacun et une face cachée
    Étant donné que la donne n° 7 est distribuée
    Alors chaque joueur a 17 cartes en main
    Et les mains contiennent 51 cartes toutes différentes

  @DEAL @variant:five-2d2c
  Scénario: À cinq, sans le 2♦ ni le 2♣, chaque joueur reçoit 10 cartes
    Étant donné que la donne n° 7 est distribuée
    Alors chaque joueur a 10 cartes en main
    Et les mains contiennent 50 cartes toutes différentes

  @DEAL @variant:six-twos
  Scénario: À six, sans les quatre 2, chaque joueur reçoit 8 cartes
    Étant donné que la donne n° 7 est distribuée
    Alors chaque joueur a 8 cartes en main
    Et les mains contiennent 48 cartes toutes différentes

  # La première entame, les passages et la lune aux autres tables. La carte des règles
  # est pour quatre ; ces règles viennent des sources de docs/players.md, citées dans
  # chaque scénario.

  @FIRST-LEAD @variant:five-2d2c
  Scénario: À cinq, sans le 2♣, c'est le détenteur du 3♣ qui entame, et avec lui
    Le plus petit trèfle en jeu entame (les pages de règles courantes, HeartsGym d'après Morehead).
    Étant donné que c'est une manche sans passage de cartes
    Et que la place 3 a en main 3♣ et 4♣
    Alors la place 3 entame le premier pli
    Et la seule carte légale de la place 3 est 3♣
    Et la place 3 ne peut pas entamer 4♣ à cause de la règle FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:three-kitty
  Scénario: À trois, le 2♣ face cachée au talon, c'est le plus petit trèfle en main qui entame
    Personne ne tient le plus petit trèfle en jeu : entame qui détient le plus petit des
    trèfles distribués (t_games et les règles maison distribuent tout le paquet à trois).
    Étant donné que c'est une manche sans passage de cartes
    Et que le talon contient 2♣
    Et que la place 2 a en main 3♣
    Alors le talon est toujours face cachée
    Et la place 2 entame le premier pli
    Et la seule carte légale de la place 2 est 3♣

  @FIRST-LEAD @variant:three-2d
  Plan du scénario: Quand la place après le donneur entame, l'entame avance d'une place à chaque manche
    Avec first_leader left-of-dealer (règles maison à trois et à six), la place qui suit
    le donneur entame avec n'importe quelle carte, quel que soit le détenteur du 2♣.
    Étant donné que le réglage first_leader de la variante vaut left-of-dealer
    Et que c'est la manche <manche> de la partie
    Et que la place 1 a en main 2♣
    Et que la place <entame> a en main K♠ et A♠
    Quand chaque joueur passe ses cartes les plus basses
    Alors la place <entame> entame le premier pli
    Et la place <entame> peut entamer K♠

    Exemples:
      | manche | entame |
      | 1      | 1      |
      | 2      | 2      |
      | 3      | 3      |

  @PASS-CYCLE
  Plan du scénario: Chaque taille de table a son propre cycle de passages
    À trois : à gauche, à droite, pas de passage. À cinq : à gauche, à droite, deux places
    à gauche, deux places à droite, pas de passage. À six, de même avec le passage en face
    avant la manche sans passage (chaque distance une fois, comme les sources de
    docs/players.md).
    Étant donné que la partie se joue selon les règles <variante>
    Et que c'est la manche <manche> de la partie
    Alors le passage de cette manche se fait <sens>

    Exemples:
      | variante  | manche | sens                 |
      | three-2d  | 2      | à droite             |
      | three-2d  | 3      | nulle part           |
      | three-2d  | 4      | à gauche             |
      | five-2d2c | 3      | deux places à gauche |
      | five-2d2c | 4      | deux places à droite |
      | five-2d2c | 5      | nulle part           |
      | six-twos  | 5      | en face              |
      | six-twos  | 6      | nulle part           |

  @PASS-CYCLE @PASS-COUNT @DEAL @knob-by-knob
  Scénario: Une table de cinq réglée pas à pas passe deux places à gauche à la troisième manche
    Étant donné que 5 joueurs sont à la table
    Et que 2♦ et 2♣ sont hors du paquet
    Et que c'est la manche 3 de la partie
    Et que la place 3 a en main 3♣, 4♣ et 5♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors la place 5 reçoit 3♣, 4♣ et 5♣
    Et la place 5 entame le premier pli

  @PASS-CYCLE @variant:five-2d2c
  Scénario: À cinq personne n'est en face, donc un passage en face est refusé
    À cinq, TabletopGames change le passage en face en passage de deux places à gauche ;
    ici les règles sont refusées, comme hearts variant check les refuse.
    Quand l'auteur de la variante met pass_cycle à [left,right,across,hold]
    Alors le réglage est refusé à cause de la règle PASS-CYCLE
    Quand l'auteur de la variante met pass_cycle à [left,right,left-2,hold]
    Alors le réglage est accepté

  @MOON @variant:three-2d
  Scénario: À trois sans le 2♦ toutes les cartes de pénalité restent en jeu, et les prendre toutes, c'est la lune
    Étant donné que la place 1 a ramassé Q♠ et tous les cœurs
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les points de la manche font 26 en tout
    Et la place 1 réalise la lune
    Et la manche rapporte :
      | place 1 | place 2 | place 3 |
      | 0       | 26      | 26      |

  @MOON @DEAL @variant:six-twos
  Scénario: À six sans les quatre 2 une manche porte 25 points, et la lune les donne à chacun des autres
    Foster (1909) retire le 2♥ avec les autres 2 : la lune, ce sont toutes les cartes de
    pénalité en jeu (les douze cœurs restants et la Q♠), et chacun des autres marque les 25
    points de la manche (moon_points, docs/players.md).
    Étant donné que la place 4 a ramassé Q♠ et tous les cœurs
    Et que la place 1 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les points de la manche font 25 en tout
    Et la place 4 a ramassé 25 points
    Et la place 4 réalise la lune
    Et la manche rapporte :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 |
      | 25      | 25      | 25      | 0       | 25      | 25      |

  @DEAL @POINTS @variant:three-kitty
  Scénario: À trois qui remporte le premier pli prend le talon, et ses points avec
    Le talon reste face cachée jusqu'à ce que le premier pli soit remporté (t_games, règles maison).
    Étant donné que c'est une manche sans passage de cartes
    Et que le talon contient Q♠
    Et que la place 1 a en main 2♣
    Et que la place 2 a en main 5♣
    Et que la place 3 a en main K♣
    Alors le talon est toujours face cachée
    Et le talon vaut 13 points
    Quand le pli 2♣ 5♣ K♣ est joué
    Alors la place 3 remporte le pli
    Et la place 3 prend le talon
    Et la place 3 a pour l'instant ramassé 13 points

  @DEAL @TRICK-WIN @variant:three-kitty
  Scénario: Une donne écrite dans la notation à trois places, le talon à la fin
    Les places sont numérotées dans l'ordre du jeu et le talon suit, noté K (docs/players.md).
    Étant donné que c'est la manche 3 de la partie
    Et que la donne est 1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-
    Alors la place 2 entame le premier pli
    Et le talon vaut 13 points
    Quand le pli 2♣ K♣ K♦ est joué
    Alors la place 3 remporte le pli
    Et la place 3 prend le talon
    Et la place 3 a pour l'instant ramassé 13 points

  @KITTY-FIRST-HEART @DEAL @POINTS @variant:three-kitty
  Scénario: Le talon attend le premier pli qui contient un cœur
    Avec l'option extras=heart de t_games, le premier pli ne contient aucun cœur : le talon reste
    face cachée, et c'est le premier qui remporte un pli contenant un cœur qui le prend, avec ses points.
    Étant donné que le réglage leftover de la variante vaut kitty-first-heart
    Et que c'est une manche sans passage de cartes
    Et que le talon contient Q♠
    Et que la place 1 a en main 2♣ et 7♥
    Et que la place 1 n'a aucun carreau
    Et que la place 2 a en main 5♣ et 2♦
    Et que la place 3 a en main K♣ et A♦
    Quand le pli 2♣ 5♣ K♣ est joué
    Alors la place 3 remporte le pli
    Et le talon est toujours face cachée
    Et la place 3 a pour l'instant ramassé 0 points
    Quand le pli A♦ 7♥ 2♦ est joué
    Alors la place 3 remporte le pli
    Et la place 3 prend le talon
    Et la place 3 a pour l'instant ramassé 14 points
