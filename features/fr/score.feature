# language: fr
@variant:card-1.0.0
Fonctionnalité: Le score d'une manche
  Chaque cœur ramassé compte un point et la dame de pique treize : 26 par
  manche. Qui les ramasse tous réalise la lune : il ne marque rien et chacun des
  autres marque 26. Les scores s'additionnent de manche en manche. La carte
  désactive le bonus du valet de carreau et la lune qui soustrait.

  @POINTS
  Plan du scénario: Chaque cœur compte un point et la dame de pique treize
    Étant donné que Nord a ramassé <cartes>
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Nord a ramassé <points> points
    Et les points de la manche font 26 en tout

    Exemples:
      | cartes              | points |
      | 2♥                  | 1      |
      | la dame de pique    | 13     |
      | Q♠, A♥ et K♥        | 15     |
      | 2♣ A♣ K♦ J♦         | 0      |
      | tous les cœurs      | 13     |

  @MOON
  Scénario: Ramasser tous les cœurs et la dame de pique, c'est réaliser la lune
    Étant donné qu'Ouest a ramassé la dame de pique et tous les cœurs
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Ouest réalise la lune
    Et Ouest a ramassé 26 points
    Et la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 26   | 26  | 26  | 0     |

  @MOON
  Scénario: Il suffit d'un cœur manquant pour qu'il n'y ait pas de lune
    Étant donné qu'Ouest a ramassé Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors personne ne réalise la lune
    Et Ouest a ramassé 25 points
    Et Nord a ramassé 1 point

  @MOON @HAND-END
  Scénario: Une lune dans une manche réellement jouée
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main tous les piques
    Et qu'Est a en main tous les cœurs
    Et que Sud a en main tous les carreaux
    Et qu'Ouest a en main tous les trèfles
    Quand la manche est jouée jusqu'au bout, chacun jouant sa plus petite carte légale
    Alors la manche se termine après 13 plis
    Et Ouest réalise la lune
    Et la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 26   | 26  | 26  | 0     |

  @ACCUMULATE
  Scénario: Les scores s'additionnent d'une manche à l'autre
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 10   | 20  | 5   | 0     |
    Et que Sud a ramassé Q♠ 2♥ 3♥
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 10   | 31  | 20  | 0     |
    Et la partie continue avec une nouvelle manche

  @LOCKED-VARIANTS
  Plan du scénario: Selon la carte, le valet de carreau ne vaut rien
    Étant donné que la partie se joue selon les règles <variante>
    Et que Nord a ramassé le valet de carreau, la dame de pique et le deux de cœur
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Nord a ramassé <points> points

    Exemples:
      | variante   | points |
      | card-1.0.0 | 14     |
      | omnibus    | 4      |

  @LOCKED-VARIANTS @MOON @GAME-END @Q8
  Scénario: La lune ajoute toujours 26 aux autres, même si la partie s'arrête là
    Étant donné que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 40   | 80  | 60  | 90    |
    Et qu'Ouest a ramassé Q♠ et tous les cœurs
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Ouest réalise la lune
    Et les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 66   | 106 | 86  | 90    |
    Et la partie est terminée et Nord gagne
