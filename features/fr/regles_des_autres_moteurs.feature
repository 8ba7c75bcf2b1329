# language: fr
@variant:card-1.0.0
Fonctionnalité: Les règles que jouent d'autres moteurs
  D'autres moteurs de jeu et des pages de règles jouent quelques règles que la
  carte de règles n'a pas : un bonus pour qui ne prend aucun pli, des cartes qu'on ne peut pas
  passer, des règles pour la dame de pique et des limites pour les totaux
  (docs/rules/peers.md). Chacune est un réglage de la variante, désactivé sur la carte.

  @NO-TRICK-BONUS
  Scénario: Dans une manche où quelqu'un réalise la lune, personne ne marque le bonus
    Étant donné que le réglage no_trick_points de la variante vaut -5
    Et qu'Ouest a ramassé la dame de pique et tous les cœurs
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Ouest réalise la lune
    Et la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 26   | 26  | 26  | 0     |

  @NO-TRICK-BONUS
  Scénario: Qui ne prend aucun pli marque le bonus
    Étant donné que le réglage no_trick_points de la variante vaut -5
    Et que Sud a ramassé Q♠ 2♥ 3♥
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | -5   | 11  | 15  | -5    |

  @PASS-KEEP
  Scénario: La dame, le roi et l'as de pique ne peuvent pas être passés
    Étant donné que le réglage unpassable de la variante vaut [QS,KS,AS]
    Et que c'est la manche 1 de la partie
    Et qu'Ouest a en main Q♠ K♠ A♠ 5♣ 6♣ 7♣
    Et que Nord a en main 8♣ 9♣ 10♣
    Et qu'Est a en main J♣ Q♣ K♣
    Et que Sud a en main A♣ 2♦ 3♦
    Quand Nord passe 8♣ 9♣ 10♣
    Et Est passe J♣ Q♣ K♣
    Et Sud passe A♣ 2♦ 3♦
    Alors Ouest ne peut pas choisir Q♠ parmi les cartes à passer à cause de la règle PASS-KEEP
    Et Ouest ne peut pas choisir A♠ parmi les cartes à passer à cause de la règle PASS-KEEP
    Quand Ouest passe 5♣ 6♣ 7♣
    Alors Nord reçoit 5♣ 6♣ 7♣

  @QUEEN-AFTER-HEARTS
  Scénario: La dame de pique attend que les cœurs soient brisés
    Étant donné que le réglage queen_play de la variante vaut after-hearts
    Et que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣
    Et qu'Est a en main 3♣
    Et que Sud a en main 4♣
    Et qu'Ouest a en main A♣ Q♠ 5♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors les cœurs ne sont pas brisés
    Et Ouest ne peut pas entamer Q♠ à cause de la règle QUEEN-AFTER-HEARTS
    Et Ouest peut entamer 5♦

  @QUEEN-AFTER-HEARTS @HEARTS-LEAD
  Scénario: Sans autre carte pour entamer, on entame la dame de pique
    Étant donné que le réglage queen_play de la variante vaut after-hearts
    Et que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣
    Et qu'Est a en main 3♣
    Et que Sud a en main 4♣
    Et qu'Ouest a en main A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Alors les cartes légales d'Ouest sont Q♠

  @QUEEN-FIRST-CHANCE
  Scénario: Sans carte de la couleur entamée, qui tient la dame de pique doit s'en défausser
    Étant donné que le réglage queen_play de la variante vaut first-chance
    Et que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 9♦
    Et que Sud a en main 4♣
    Et qu'Ouest a en main A♣ 9♠ K♦
    Et qu'Est a en main 3♣ Q♠ 5♥
    Et qu'Est n'a aucun carreau
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame K♦
    Et Nord joue 9♦
    Alors les cartes légales d'Est sont Q♠
    Et Est ne peut pas jouer 5♥ à cause de la règle QUEEN-FIRST-CHANCE

  @SCORE-FLOOR @NO-TRICK-BONUS
  Scénario: Un total négatif est ramené à zéro
    Étant donné que le réglage score_floor de la variante vaut true
    Et que le réglage no_trick_points de la variante vaut -5
    Et que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 3    | 0   | 10  | 0     |
    Et que Sud a ramassé Q♠ 2♥ 3♥
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 0    | 11  | 25  | 0     |

  @EXACT-TARGET
  Scénario: Un total d'exactement 100 redescend à 50
    Étant donné que le réglage exact_target_halves de la variante vaut true
    Et que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 87   | 20  | 5   | 0     |
    Et que Nord a ramassé Q♠
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 50   | 33  | 5   | 0     |
    Et la partie continue avec une nouvelle manche
