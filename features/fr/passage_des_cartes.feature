# language: fr
@variant:card-1.0.0
Fonctionnalité: Le passage des cartes avant la manche
  Avant chaque manche chaque joueur passe trois cartes : à son voisin de gauche
  dans la première manche, à celui de droite dans la deuxième, à celui d'en face
  dans la troisième, et à personne dans la quatrième ; puis le cycle reprend. Le
  voisin de gauche est celui qui joue juste après.

  @PASS-COUNT
  Scénario: Chaque joueur choisit trois cartes, en commençant par Nord
    Étant donné que c'est la manche 1 de la partie
    Et que Nord a en main 2♣ 3♣ 4♣ 5♣
    Quand Nord passe 2♣ et 3♣
    Alors c'est au tour de Nord
    Et Nord ne peut pas passer 2♣ une seconde fois à cause de la règle PASS-COUNT
    Quand Nord passe 4♣
    Alors c'est au tour d'Est

  @PASS-COUNT @FIRST-LEAD
  Scénario: Après l'échange chacun a de nouveau treize cartes
    Étant donné que c'est la manche 1 de la partie
    Et que Nord a en main 2♣ 3♣ 4♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors chaque joueur a 13 cartes en main
    Et Est reçoit 2♣ 3♣ 4♣
    Et Nord n'a plus 2♣ 3♣ 4♣
    Et Est entame le premier pli

  @PASS-CYCLE @Q6
  Plan du scénario: Le passage se fait à gauche, à droite, en face, puis nulle part, et recommence
    Étant donné que c'est la manche <manche> de la partie
    Et que Nord a en main 2♣ 3♣ 4♣
    Quand chaque joueur passe ses cartes les plus basses
    Alors le passage de cette manche se fait <sens>
    Et <receveur> reçoit 2♣ 3♣ 4♣

    Exemples:
      | manche | sens      | receveur |
      | 1      | à gauche  | Est      |
      | 2      | à droite  | Ouest    |
      | 3      | en face   | Sud      |
      | 5      | à gauche  | Est      |
      | 6      | à droite  | Ouest    |
      | 7      | en face   | Sud      |

  @PASS-CYCLE
  Plan du scénario: Une manche sur quatre se joue sans passage de cartes
    Étant donné que c'est la manche <manche> de la partie
    Et que Sud a en main 2♣
    Alors le passage de cette manche se fait nulle part
    Et Sud entame le premier pli

    Exemples:
      | manche |
      | 4      |
      | 8      |

  @PASS-COUNT @Q9
  Scénario: Les cartes changent de main quand tout le monde a choisi, on ne peut donc pas les repasser
    Étant donné que c'est la manche 1 de la partie
    Et que Nord a en main tous les trèfles
    Et qu'Est a en main tous les carreaux
    Quand Nord passe 2♣ 3♣ 4♣
    Alors c'est au tour d'Est
    Et Est n'a encore reçu aucune carte
    Et les cartes légales d'Est sont tous les carreaux
    Quand chaque joueur passe ses cartes les plus basses
    Alors Est reçoit 2♣ 3♣ 4♣
    Et Est a maintenant en main 2♣ 3♣ 4♣
    Et Est n'a plus 2♦ 3♦ 4♦
