# language: fr
Fonctionnalité: La lune, les égalités et le talon à trois, cinq, six et sept
  Pour réaliser la lune, il faut ramasser tous les cœurs et la Q♠ restés dans le paquet ;
  qui la réalise marque zéro, et chacun des autres les points que porte la manche. La
  partie se termine à 100, et si le plus petit total est partagé, on joue une manche de
  plus. Là où il reste des cartes en trop, qui remporte le premier pli les prend face
  cachée, avec leurs points (docs/players.md).

  @MOON @variant:five-2d2c
  Scénario: À cinq, le 2♦ et le 2♣ sont retirés, donc la lune vaut toujours 26 points
    Étant donné que la place 3 a ramassé Q♠ et tous les cœurs
    Et que la place 1 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les points de la manche font 26 en tout
    Et la place 3 réalise la lune
    Et la manche rapporte :
      | place 1 | place 2 | place 3 | place 4 | place 5 |
      | 26      | 26      | 0       | 26      | 26      |

  @MOON @variant:seven-tabletop
  Scénario: À sept, aucune carte qui compte n'est retirée, donc la lune rapporte 26 points à chacun des autres
    Étant donné que la place 6 a ramassé Q♠ et tous les cœurs
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les points de la manche font 26 en tout
    Et la place 6 réalise la lune
    Et la manche rapporte :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 | place 7 |
      | 26      | 26      | 26      | 26      | 26      | 0       | 26      |

  @MOON
  Plan du scénario: Un seul cœur dans les plis d'une autre place, et il n'y a pas de lune, à aucune table
    Étant donné que la partie se joue selon les règles <variante>
    Et que la place 2 a ramassé <cartes>
    Et que la place 1 a ramassé <cœur>
    Et que la place 3 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors personne ne réalise la lune
    Et la place 2 a ramassé <points> points
    Et les points de la manche font <total> en tout

    Exemples:
      | variante       | cartes                                  | cœur | points | total |
      | three-2d       | Q♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 2♥   | 25     | 26    |
      | five-2d2c      | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ | A♥   | 25     | 26    |
      | six-twos       | Q♠ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥    | 3♥   | 24     | 25    |
      | seven-tabletop | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 7♥   | 25     | 26    |

  @LOCKED-VARIANTS @POINTS
  Plan du scénario: Le valet de carreau ne vaut rien, à aucune table
    Étant donné que la partie se joue selon les règles <variante>
    Et que la place 1 a ramassé J♦, Q♠ et 3♥
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la place 1 a ramassé 14 points

    Exemples:
      | variante       |
      | three-2d       |
      | three-kitty    |
      | five-2d2c      |
      | six-twos       |
      | seven-tabletop |

  @MOON @HAND-END @TRICK-WIN @variant:six-twos
  Scénario: À six, une lune jouée pli après pli donne 25 à chacun des autres
    La manche du ticket 36 : sans le 2♥ dans le paquet, la place 5 ramasse les douze
    cœurs restants et la Q♠ dans les huit plis de la manche.
    Étant donné que c'est la manche 12 de la partie
    Et que la donne est 1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8
    Alors la place 6 entame le premier pli
    Quand le pli 3♣ J♣ 9♣ 6♠ 5♣ A♣ est joué
    Et le pli A♦ 5♦ 3♦ 6♦ 4♥ 4♦ est joué
    Et le pli A♥ 8♥ 7♥ 4♣ 3♥ 5♥ est joué
    Et le pli K♣ 10♣ 6♣ 8♣ 8♠ 7♣ est joué
    Et le pli K♦ 9♦ J♦ 7♦ Q♠ 5♠ est joué
    Et le pli K♥ Q♥ 9♥ 8♦ 9♠ 6♥ est joué
    Et le pli K♠ 4♠ 3♠ 10♦ J♠ 7♠ est joué
    Et le pli Q♣ 10♠ J♥ Q♦ A♠ 10♥ est joué
    Alors la manche se termine après 8 plis
    Et la place 5 a ramassé 25 points
    Et la place 5 réalise la lune
    Et la manche rapporte :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 |
      | 25      | 25      | 25      | 25      | 0       | 25      |

  @HAND-END @POINTS
  Plan du scénario: Une manche compte autant de plis que chacun a de cartes, et porte tous les points en jeu
    À trois avec un talon, sa carte revient à qui remporte le premier pli, avec ses points.
    Étant donné que la partie se joue selon les règles <variante>
    Et que la donne n° 3 est distribuée
    Quand chaque joueur passe ses cartes les plus basses
    Et la manche est jouée jusqu'au bout, chacun jouant sa plus petite carte légale
    Alors la manche se termine après <plis> plis
    Et les points de la manche font <points> en tout
    Et la partie continue avec une nouvelle manche

    Exemples:
      | variante       | plis | points |
      | three-2d       | 17   | 26     |
      | three-kitty    | 17   | 26     |
      | five-2d2c      | 10   | 26     |
      | six-twos       | 8    | 25     |
      | seven-tabletop | 7    | 26     |

  @GAME-END @ACCUMULATE @variant:three-2d
  Scénario: À trois, atteindre 100 termine la partie et le plus petit total gagne
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 |
      | 90      | 50      | 60      |
    Et que la place 1 a ramassé Q♠
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 |
      | 103     | 63      | 60      |
    Et la partie est terminée et la place 3 gagne

  @GAME-END @ACCUMULATE @variant:five-2d2c
  Scénario: À cinq, atteindre 100 termine la partie et le plus petit total gagne
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 |
      | 95      | 40      | 50      | 60      | 70      |
    Et que la place 1 a ramassé Q♠
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 |
      | 108     | 53      | 50      | 60      | 70      |
    Et la partie est terminée et la place 3 gagne

  @GAME-END @ACCUMULATE @variant:six-twos
  Scénario: À six, avec 25 points par manche, atteindre 100 termine aussi la partie
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 |
      | 96      | 50      | 40      | 60      | 70      | 80      |
    Et que la place 1 a ramassé Q♠
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 |
      | 109     | 62      | 40      | 60      | 70      | 80      |
    Et la partie est terminée et la place 3 gagne

  @GAME-END @ACCUMULATE @variant:seven-tabletop
  Scénario: À sept, atteindre 100 termine la partie et le plus petit total gagne
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 | place 7 |
      | 60      | 70      | 45      | 50      | 91      | 80      | 55      |
    Et que la place 5 a ramassé Q♠
    Et que la place 7 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 | place 7 |
      | 60      | 70      | 45      | 50      | 104     | 80      | 68      |
    Et la partie est terminée et la place 3 gagne

  @TIE @variant:three-2d
  Scénario: À trois, deux places à égalité au plus petit total après 100 jouent une manche de plus
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 |
      | 95      | 47      | 60      |
    Et que la place 1 a ramassé Q♠
    Et que la place 2 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 |
      | 108     | 60      | 60      |
    Et la partie continue avec une nouvelle manche

  @TIE @variant:five-2d2c
  Scénario: À cinq, une égalité entre trois places fait aussi jouer une manche de plus
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 |
      | 99      | 70      | 70      | 70      | 80      |
    Et que la place 1 a ramassé 2♥
    Et que la place 5 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 |
      | 100     | 70      | 70      | 70      | 105     |
    Et la partie continue avec une nouvelle manche

  @TIE @GAME-END @variant:six-twos
  Scénario: À six, la manche de plus départage les places à égalité
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 |
      | 104     | 80      | 75      | 75      | 90      | 95      |
    Et que la place 3 a ramassé 3♥
    Et que la place 1 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la partie est terminée et la place 4 gagne

  @TIE @variant:seven-tabletop
  Scénario: À sept, deux places à égalité au plus petit total après 100 jouent une manche de plus
    Étant donné que les totaux avant cette manche sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 | place 7 |
      | 98      | 60      | 60      | 70      | 75      | 52      | 85      |
    Et que la place 1 a ramassé 3♥ et 4♥
    Et que la place 6 a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | place 1 | place 2 | place 3 | place 4 | place 5 | place 6 | place 7 |
      | 100     | 60      | 60      | 70      | 75      | 76      | 85      |
    Et la partie continue avec une nouvelle manche

  @DEAL @POINTS @HEARTS-BREAK @HEARTS-LEAD @variant:three-kitty
  Scénario: À trois, un cœur au talon compte pour qui remporte le premier pli, mais ne brise rien
    Le talon se ramasse, il n'est pas défaussé sur un pli : les cœurs restent intacts.
    Étant donné que c'est une manche sans passage de cartes
    Et que le talon contient 5♥
    Et que la place 1 a en main 2♣
    Et que la place 2 a en main 9♣
    Et que la place 3 a en main K♣, 7♦ et 3♥
    Alors le talon vaut 1 point
    Quand le pli 2♣ 9♣ K♣ est joué
    Alors la place 3 prend le talon
    Et la place 3 a pour l'instant ramassé 1 point
    Et les cœurs ne sont pas brisés
    Et la place 3 ne peut pas entamer 3♥ à cause de la règle HEARTS-LEAD

  @DEAL @POINTS @FIRST-TRICK-POINTS @knob-by-knob
  Scénario: À cinq avec tout le paquet, la Q♠ et un cœur du talon reviennent à qui remporte le premier pli
    Personne ne peut donner de points au premier pli, et pourtant qui le remporte prend
    les deux cartes en trop, avec leurs 14 points.
    Étant donné que 5 joueurs sont à la table
    Et que les cartes en trop restent face cachée au talon pour qui remporte le premier pli
    Et que c'est une manche sans passage de cartes
    Et que le talon contient Q♠ et 5♥
    Et que la place 1 a en main 2♣
    Et que la place 2 a en main 10♣
    Et que la place 3 a en main A♣
    Et que la place 4 a en main 4♦ et K♥
    Et que la place 4 n'a aucun trèfle
    Et que la place 5 a en main 3♣
    Alors le talon vaut 14 points
    Quand le pli 2♣ 10♣ A♣ est joué
    Alors la place 4 ne peut pas jouer K♥ à cause de la règle FIRST-TRICK-POINTS
    Quand la place 4 joue 4♦
    Et la place 5 joue 3♣
    Alors la place 3 remporte le pli
    Et la place 3 prend le talon
    Et la place 3 a pour l'instant ramassé 14 points

  @DEAL @POINTS @TRICK-WIN @knob-by-knob
  Scénario: À six avec tout le paquet, la dernière place remporte le premier pli et prend les quatre cartes en trop
    Étant donné que 6 joueurs sont à la table
    Et que les cartes en trop restent face cachée au talon pour qui remporte le premier pli
    Et que c'est une manche sans passage de cartes
    Et que le talon contient Q♠, 2♦, 3♦ et 4♦
    Et que la place 1 a en main 2♣
    Et que la place 2 a en main 3♣
    Et que la place 3 a en main 4♣
    Et que la place 4 a en main 5♣
    Et que la place 5 a en main 6♣
    Et que la place 6 a en main A♣
    Alors le talon est toujours face cachée
    Et le talon vaut 13 points
    Quand le pli 2♣ 3♣ 4♣ 5♣ 6♣ A♣ est joué
    Alors la place 6 remporte le pli
    Et la place 6 prend le talon
    Et la place 6 a pour l'instant ramassé 13 points
    Et la place 6 entame le pli suivant
