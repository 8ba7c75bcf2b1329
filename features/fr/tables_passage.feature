# language: fr
Fonctionnalité: Le passage des cartes à trois, cinq, six et sept
  À trois, à cinq et à sept, personne n'est en face : chaque table passe selon son propre
  cycle, à gauche, à droite, puis, à partir de cinq joueurs, deux places à gauche et deux
  places à droite, à six aussi en face, et enfin une manche sans passage. La gauche,
  c'est la place suivante dans l'ordre du jeu : la dernière place passe donc à la place 1.
  Aucune source trouvée ne donne de cycle à cinq, à six ou à sept : ceux-ci sont le choix
  du projet (docs/players.md).

  @PASS-CYCLE @variant:three-2d
  Plan du scénario: À trois, les cartes vont à gauche, puis à droite, puis restent en main
    Étant donné que c'est la manche <manche> de la partie
    Et que la place 1 a en main 2♣, 3♣ et 4♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors le passage de cette manche se fait <sens>
    Et la place <reçoit> reçoit 2♣, 3♣ et 4♣
    Et la place <reçoit> entame le premier pli

    Exemples:
      | manche | sens     | reçoit |
      | 1      | à gauche | 2      |
      | 2      | à droite | 3      |
      | 4      | à gauche | 2      |

  @PASS-CYCLE @variant:five-2d2c
  Plan du scénario: À cinq, les cartes vont d'une place, puis de deux, de chaque côté
    Étant donné que c'est la manche <manche> de la partie
    Et que la place 1 a en main 3♣, 4♣ et 5♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors le passage de cette manche se fait <sens>
    Et la place <reçoit> reçoit 3♣, 4♣ et 5♣

    Exemples:
      | manche | sens                 | reçoit |
      | 1      | à gauche             | 2      |
      | 2      | à droite             | 5      |
      | 3      | deux places à gauche | 3      |
      | 4      | deux places à droite | 4      |
      | 6      | à gauche             | 2      |

  @PASS-CYCLE @PASS-COUNT @variant:six-twos
  Plan du scénario: À six, les cartes vont d'une et de deux places de chaque côté, puis en face
    Étant donné que c'est la manche <manche> de la partie
    Et que la place 5 a en main 3♣, 4♣ et 5♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors le passage de cette manche se fait <sens>
    Et la place <reçoit> reçoit 3♣, 4♣ et 5♣

    Exemples:
      | manche | sens                 | reçoit |
      | 1      | à gauche             | 6      |
      | 2      | à droite             | 4      |
      | 3      | deux places à gauche | 1      |
      | 4      | deux places à droite | 3      |
      | 5      | en face              | 2      |

  @PASS-CYCLE @variant:seven-tabletop
  Plan du scénario: À sept, les cartes vont d'une place, puis de deux, de chaque côté, comme à cinq
    Étant donné que c'est la manche <manche> de la partie
    Et que la place 7 a en main 2♣, 4♣ et 5♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors le passage de cette manche se fait <sens>
    Et la place <reçoit> reçoit 2♣, 4♣ et 5♣
    Et la place <reçoit> entame le premier pli

    Exemples:
      | manche | sens                 | reçoit |
      | 1      | à gauche             | 1      |
      | 2      | à droite             | 6      |
      | 3      | deux places à gauche | 2      |
      | 4      | deux places à droite | 5      |
      | 6      | à gauche             | 1      |

  @PASS-CYCLE
  Plan du scénario: La dernière manche de chaque cycle se joue sans passage
    Étant donné que la partie se joue selon les règles <variante>
    Et que c'est la manche <manche> de la partie
    Et que la place 2 a en main <trèfle>
    Alors le passage de cette manche se fait nulle part
    Et chaque joueur a <cartes> cartes en main
    Et la place 2 entame le premier pli

    Exemples:
      | variante       | manche | trèfle | cartes |
      | three-2d       | 3      | 2♣     | 17     |
      | three-2d       | 6      | 2♣     | 17     |
      | five-2d2c      | 5      | 3♣     | 10     |
      | five-2d2c      | 10     | 3♣     | 10     |
      | six-twos       | 6      | 3♣     | 8      |
      | six-twos       | 12     | 3♣     | 8      |
      | seven-tabletop | 5      | 2♣     | 7      |
      | seven-tabletop | 10     | 2♣     | 7      |

  @PASS-COUNT @variant:three-2d
  Scénario: Là où l'on passe quatre cartes à trois, chacun en choisit quatre
    Certaines tables de trois passent quatre cartes sur dix-sept
    (examples/tables/three-pass-4.yaml).
    Étant donné que le réglage pass_count de la variante vaut 4
    Et que c'est la manche 1 de la partie
    Et que la place 1 a en main 2♣, 3♣, 4♣ et 5♣
    Quand la place 1 passe 2♣, 3♣ et 4♣
    Alors c'est au tour de la place 1
    Et la place 1 ne peut pas passer 2♣ une seconde fois à cause de la règle PASS-COUNT
    Quand la place 1 passe 5♣
    Alors c'est au tour de la place 2

  @PASS-COUNT @PASS-CYCLE @variant:three-2d
  Scénario: Après un passage de quatre cartes à trois, chacun a de nouveau dix-sept cartes
    Étant donné que le réglage pass_count de la variante vaut 4
    Et que c'est la manche 2 de la partie
    Et que la place 1 a en main 2♣, 3♣, 4♣ et 5♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors chaque joueur a 17 cartes en main
    Et la place 3 reçoit 2♣, 3♣, 4♣ et 5♣
    Et la place 1 n'a plus 2♣, 3♣, 4♣ et 5♣
    Et la place 3 entame le premier pli

  @PASS-COUNT @variant:seven-tabletop
  Scénario: À sept, chacun passe trois de ses sept cartes et en garde quatre
    Étant donné que c'est la manche 1 de la partie
    Et que la place 3 a en main 2♣, 4♣, 5♣ et 6♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors chaque joueur a 7 cartes en main
    Et la place 4 reçoit 2♣, 4♣ et 5♣
    Et la place 3 n'a plus 2♣, 4♣ et 5♣
    Et la place 3 a maintenant en main 6♣
    Et la place 4 entame le premier pli
