# language: fr
@variant:card-1.0.0
Fonctionnalité: Comment les bots choisissent leur carte, et pour quelles raisons
  Il y a trois niveaux de bot, facile, normal et difficile, et chacun joue à partir
  de ce que voit sa propre place. Chaque choix s'accompagne d'un relevé de ses
  raisons : les faits dont le bot s'est servi (fact.void, fact.moon-threat…) et les
  étapes nommées qui ont classé les cartes (step.duck, step.dump-queen…), dont la
  liste est dans hearts/bots/keys.py. Chaque scénario vérifie la carte et le
  relevé. Le bot placé dans un scénario a suivi la manche jusque-là, comme un
  joueur assis à la table.

  @AI-INFO
  Plan du scénario: Les cartes que le bot ne voit pas ne changent jamais sa décision
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Et qu'Est a en main 3♣ 5♣ 4♦
    Et que Sud a en main 4♣ 6♣
    Et que Sud n'a aucun carreau
    Et qu'Ouest a en main A♣ 7♣ 2♦ Q♠
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli 2♦ K♦ 4♦ 5♠ est joué
    Et le pli K♣ 5♣ 6♣ 7♣ est joué
    Et le bot <niveau> placé en Nord choisit une carte
    Et les cartes que les autres joueurs cachent encore sont rebattues entre eux de 5 façons différentes
    Alors le bot choisit chaque fois la même carte pour les mêmes raisons
    Et ses raisons ne citent que des cartes qu'il pouvait connaître
    Et ses raisons ne mentionnent jamais la dame de pique

    Exemples:
      | niveau    |
      | facile    |
      | normal    |
      | difficile |

  @AI-INFO @AI-HARD @Q7
  Plan du scénario: Le bot difficile se souvient d'une couleur manquante qu'il a vue, même quand la vue ne montre que le dernier pli
    Étant donné que c'est une manche sans passage de cartes
    Et que le réglage history de la variante vaut <historique>
    Et que Nord a en main 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Et qu'Est a en main 3♣ 5♣ 4♦
    Et que Sud a en main 4♣ 6♣
    Et que Sud n'a aucun carreau
    Et qu'Ouest a en main A♣ 7♣ 2♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli 2♦ K♦ 4♦ 5♠ est joué
    Et le pli K♣ 5♣ 6♣ 7♣ est joué
    Et le bot difficile placé en Nord choisit une carte
    Alors Nord peut revoir <plis> plis terminés
    Et le bot se souvient que Sud n'a plus de carreaux
    Et le bot entame 8♣

    Exemples:
      | historique | plis |
      | all-tricks | 3    |
      | last-trick | 1    |

  @AI-INFO @Q7
  Scénario: Un bot qui n'a pas suivi la manche ne sait que ce que montre le dernier pli
    Étant donné que c'est une manche sans passage de cartes
    Et que le réglage history de la variante vaut last-trick
    Et que Nord a en main 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Et qu'Est a en main 3♣ 5♣ 4♦
    Et que Sud a en main 4♣ 6♣
    Et que Sud n'a aucun carreau
    Et qu'Ouest a en main A♣ 7♣ 2♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et le pli 2♦ K♦ 4♦ 5♠ est joué
    Et le pli K♣ 5♣ 6♣ 7♣ est joué
    Et un bot difficile qui vient de s'asseoir en Nord choisit une carte
    Alors le bot ne sait pas que Sud n'a plus de carreaux
    Et le bot entame 5♦

  @AI-EASY
  Plan du scénario: Le bot facile passe sous un pli qui contient des points, ou le remporte au moindre coût
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ et le roi de cœur
    Et que Nord n'a aucun pique
    Et qu'Est a en main 3♣ 5♠
    Et que Sud a en main <sud>
    Et qu'Ouest a en main A♣ J♠
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame J♠
    Et Nord joue K♥
    Et Est joue 5♠
    Et le bot facile placé en Sud choisit une carte
    Alors le bot joue <carte>
    Et la carte a été choisie par <étape>
    Et l'étape <étape> cite AI-EASY

    Exemples:
      | sud                                     | carte | étape            |
      | 4♣ 9♣ 2♦ 5♦ 9♦ 2♠ 9♠ 10♠ K♠ 2♥ 3♥ 4♥ 5♥ | 10♠   | step.duck        |
      | 4♣ 9♣ 2♦ 5♦ 9♦ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 6♥  | K♠    | step.win-cheaply |

  @AI-EASY
  Scénario: Le bot facile, qui ne peut pas fournir, se défausse de sa carte la plus dangereuse
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣
    Et qu'Est a en main 3♣ 4♦
    Et que Sud a en main 4♣ 9♣ K♣ 2♠ 3♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 10♥ A♥
    Et qu'Ouest a en main A♣ 10♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame 10♦
    Et Nord joue 2♦
    Et Est joue 4♦
    Et le bot facile placé en Sud choisit une carte
    Alors le bot joue la dame de pique
    Et la carte a été choisie par step.danger
    Et sans step.danger il aurait choisi 2♠

  @AI-NORMAL
  Plan du scénario: Le bot normal passe ses cartes dangereuses
    Étant donné que c'est la manche 1 de la partie
    Et que Nord a en main <nord>
    Quand le bot normal placé en Nord choisit une carte
    Alors le bot passe <carte>
    Et la carte a été choisie par <étape>
    Et ses raisons comprennent <aussi>

    Exemples:
      | nord                                   | carte | étape                 | aussi                  |
      | 2♣ 5♣ 7♣ 9♣ 3♦ 4♦ 6♦ 8♦ 3♠ Q♠ 2♥ 3♥ 4♥ | Q♠    | step.pass-high-spades | fact.pass              |
      | 2♣ 5♣ 7♣ 3♦ 4♦ 2♠ 3♠ 4♠ 5♠ Q♠ 2♥ K♥ A♥ | A♥    | step.pass-high-hearts | step.keep-spade-guards |
      | 2♣ 3♣ 4♣ 5♣ 7♣ 9♦ 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ | 9♦    | step.pass-void-suit   | fact.pass              |

  @AI-NORMAL
  Scénario: Le bot normal joue petit, sous la carte qui mène
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 3♦
    Et qu'Est a en main 3♣ 2♦ 8♦ K♦ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥ 3♥ 4♥
    Et que Sud a en main 4♣
    Et qu'Ouest a en main A♣ 10♦
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame 10♦
    Et Nord joue 3♦
    Et le bot normal placé en Est choisit une carte
    Alors le bot joue 8♦
    Et la carte a été choisie par step.duck
    Et sans step.duck il aurait choisi 2♦

  @AI-NORMAL
  Plan du scénario: Le bot normal se débarrasse de la dame de pique au bon moment
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ <nord>
    Et qu'Est a en main 3♣ <est>
    Et que Sud a en main 4♣ 9♣ 10♣ J♣ 3♠ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    Et qu'Ouest a en main A♣ <entame>
    Quand le pli 2♣ 3♣ 4♣ A♣ est joué
    Et Ouest entame <entame>
    Et Nord joue <nord>
    Et Est joue <est>
    Et le bot normal placé en Sud choisit une carte
    Alors le bot joue <carte>
    Et la carte a été choisie par <étape>

    Exemples: sous un pique plus fort, à la première défausse, mais pas quand la dame gagnerait
      | entame | nord | est | carte | étape            |
      | 4♠     | K♠   | 5♠  | Q♠    | step.queen-under |
      | 2♦     | 5♦   | 7♦  | Q♠    | step.dump-queen  |
      | 4♠     | 2♠   | 5♠  | 3♠    | step.duck        |

  @AI-NORMAL @HEARTS-LEAD
  Scénario: Le bot normal n'entame pas cœur tant que les cœurs ne sont pas brisés
    Étant donné que c'est une manche sans passage de cartes
    Et qu'Ouest a en main 2♣ 3♦
    Et que Nord a en main A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    Et qu'Est a en main 3♣ 2♦
    Et que Sud a en main 4♣ 2♠
    Et que Sud n'a aucun carreau
    Quand le pli 2♣ A♣ 3♣ 4♣ est joué
    Et Nord entame K♦
    Et Est joue 2♦
    Et Sud joue 2♠
    Et Ouest joue 3♦
    Et le bot normal placé en Nord choisit une carte
    Alors le bot sait que les cœurs ne sont pas encore brisés
    Et le bot entame 9♦
    Et la carte a été choisie par step.lead-safest

  @AI-NORMAL @HEARTS-BREAK
  Scénario: Une fois les cœurs brisés, un petit cœur est l'entame la plus sûre du bot normal
    Étant donné que c'est une manche sans passage de cartes
    Et qu'Ouest a en main 2♣ 3♦
    Et que Nord a en main A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    Et qu'Est a en main 3♣ 2♦
    Et que Sud a en main 4♣ 2♥
    Et que Sud n'a aucun carreau
    Quand le pli 2♣ A♣ 3♣ 4♣ est joué
    Et Nord entame K♦
    Et Est joue 2♦
    Et Sud joue 2♥
    Et Ouest joue 3♦
    Et le bot normal placé en Nord choisit une carte
    Alors le bot sait que les cœurs sont brisés
    Et le bot entame 3♥
    Et la carte a été choisie par step.lead-safest

  @AI-NORMAL
  Plan du scénario: Le bot normal compte les cartes jouées avant d'entamer
    Étant donné que c'est une manche sans passage de cartes
    Et qu'Ouest a en main 2♣ <ouest>
    Et que Nord a en main 4♣ 7♣ 10♣ J♣ Q♣ K♣ A♣ 6♦ <nord> 8♥ 9♥ 10♥ J♥
    Et qu'Est a en main 8♣ <est>
    Et que Sud a en main 9♣ <sud>
    Quand le pli 2♣ 7♣ 8♣ 9♣ est joué
    Et le pli <sud> <ouest> <nord> <est> est joué
    Et le bot normal placé en Nord choisit une carte
    Alors ses raisons comprennent fact.played
    Et le bot entame <carte>
    Et la carte a été choisie par <étape>

    Exemples: une fois tombés les 2♦ à 5♦, le 6♦ ne peut plus gagner ; s'ils sont encore dehors, il pourrait
      | sud | ouest | nord | est | carte | étape            |
      | 2♦  | 3♦    | 5♦   | 4♦  | 6♦    | step.lead-safest |
      | 7♦  | 8♦    | 10♦  | 9♦  | 4♣    | step.lead-safest |

  @AI-HARD
  Plan du scénario: Une tentative de lune vue dans les plis pousse le bot difficile à prendre lui-même un pli à points
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 2♥ 5♥ 9♥
    Et que Nord n'a aucun pique
    Et qu'Est a en main A♣ K♠ A♥ K♥ J♥ 10♦
    Et que Sud a en main 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Et qu'Ouest a en main 4♣ Q♠ 4♥ 8♥
    Quand le pli 2♣ A♣ 3♣ 4♣ est joué
    Et le pli K♠ 2♠ Q♠ 2♥ est joué
    Et le pli A♥ 3♥ 4♥ 5♥ est joué
    Et le pli K♥ 6♥ 8♥ 9♥ est joué
    Et Est entame J♥
    Et le bot <niveau> placé en Sud choisit une carte
    Alors le bot joue <carte>
    Et ses raisons comprennent <raison>

    Exemples: le bot normal passe dessous et laisse Est continuer à ramasser les cœurs
      | niveau    | carte | raison           |
      | difficile | Q♥    | fact.moon-threat |
      | normal    | 7♥    | step.duck        |

  @AI-HARD
  Scénario: Face à une tentative de lune, le bot difficile garde son cœur d'arrêt
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 2♥ 5♥ 9♥
    Et que Nord n'a aucun pique
    Et qu'Est a en main A♣ K♠ A♥ K♥ J♥ 10♦
    Et que Sud a en main 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Et qu'Ouest a en main 4♣ Q♠ 4♥ 8♥
    Quand le pli 2♣ A♣ 3♣ 4♣ est joué
    Et le pli K♠ 2♠ Q♠ 2♥ est joué
    Et le pli A♥ 3♥ 4♥ 5♥ est joué
    Et le pli K♥ 6♥ 8♥ 9♥ est joué
    Et Est entame 10♦
    Et le bot difficile placé en Sud choisit une carte
    Alors ses raisons comprennent fact.moon-threat concernant Est
    Et le bot ne joue pas Q♥
    Et le bot ne joue pas 7♥

  @AI-HARD
  Scénario: Sans cette défense, le bot normal jette ce même cœur d'arrêt
    Étant donné que c'est une manche sans passage de cartes
    Et que Nord a en main 2♣ 2♥ 5♥ 9♥
    Et que Nord n'a aucun pique
    Et qu'Est a en main A♣ K♠ A♥ K♥ J♥ 10♦
    Et que Sud a en main 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Et qu'Ouest a en main 4♣ Q♠ 4♥ 8♥
    Quand le pli 2♣ A♣ 3♣ 4♣ est joué
    Et le pli K♠ 2♠ Q♠ 2♥ est joué
    Et le pli A♥ 3♥ 4♥ 5♥ est joué
    Et le pli K♥ 6♥ 8♥ 9♥ est joué
    Et Est entame 10♦
    Et le bot normal placé en Sud choisit une carte
    Alors ses raisons ne comprennent pas fact.moon-threat
    Et le bot joue Q♥
    Et la carte a été choisie par step.dump-hearts
