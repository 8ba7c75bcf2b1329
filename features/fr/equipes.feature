# language: fr
@variant:card-1.0.0
Fonctionnalité: Les équipes
  Le Hearts en équipes et les tables à deux contre deux de certaines applications placent
  quatre joueurs en deux équipes, les partenaires face à face : Nord et Sud contre Est et
  Ouest. Chaque joueur marque ses propres points ; le total d'une équipe est la somme des
  totaux de ses deux joueurs (docs/rules/peers.md).

  @TEAMS @TEAM-GAME-END
  Scénario: La partie s'arrête quand le total d'une équipe atteint l'objectif, et l'autre équipe gagne
    Étant donné que le réglage teams de la variante vaut partners-across
    Et que le réglage target_score de la variante vaut 200
    Et que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 110  | 50  | 80  | 60    |
    Et que Nord a ramassé Q♠
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 123  | 63  | 80  | 60    |
    Et la partie est terminée et Est et Ouest gagnent

  @TEAM-GAME-END
  Scénario: Un joueur qui dépasse l'objectif n'arrête pas la partie tant que son équipe reste en dessous
    Étant donné que le réglage teams de la variante vaut partners-across
    Et que le réglage jack_of_diamonds_points de la variante vaut -10
    Et que les totaux avant cette manche sont :
      | Nord | Est | Sud | Ouest |
      | 95   | 20  | -30 | 10    |
    Et que Nord a ramassé Q♠
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors les totaux sont :
      | Nord | Est | Sud | Ouest |
      | 108  | 23  | -30 | 10    |
    Et la partie continue avec une nouvelle manche

  @TEAM-MOON
  Scénario: Le partenaire de celui qui réalise la lune ne marque rien pour elle
    Étant donné que le réglage teams de la variante vaut partners-across
    Et qu'Ouest a ramassé la dame de pique et tous les cœurs
    Et que Nord a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors Ouest réalise la lune
    Et la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 26   | 0   | 26  | 0     |

  @TEAM-MOON
  Scénario: Deux partenaires qui ramassent à eux deux les cartes de la lune la réalisent ensemble
    Étant donné que le réglage teams de la variante vaut partners-across
    Et que le réglage team_moon de la variante vaut together
    Et que Nord a ramassé Q♠
    Et que Sud a ramassé tous les cœurs
    Et qu'Est a ramassé toutes les autres cartes
    Quand la manche est comptée
    Alors la manche rapporte :
      | Nord | Est | Sud | Ouest |
      | 0    | 26  | 0   | 26    |

  @TEAMS
  Scénario: Les partenaires ne se font face qu'à une table de quatre
    Étant donné que 6 joueurs sont à la table
    Et que 2♣, 2♦, 2♠ et 2♥ sont hors du paquet
    Quand l'auteur de la variante met teams à partners-across
    Alors le réglage est refusé à cause de la règle TEAMS
