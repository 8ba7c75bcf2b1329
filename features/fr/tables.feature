# language: fr
Fonctionnalité: Tables de trois, cinq et six
  À trois, cinq ou six joueurs, on retire du paquet quelques cartes qui ne valent
  rien, ou la carte en trop reste face cachée, pour que chacun reçoive autant de
  cartes (docs/players.md).

  @DEAL @variant:three-2d
  Scénario: À trois, sans le 2♦, chaque joueur reçoit 17 cartes
    Étant donné qu'une nouvelle partie est distribuée avec la graine 7
    Alors chaque joueur a 17 cartes en main
    Et les mains contiennent 51 cartes toutes différentes

  @DEAL @variant:three-kitty
  Scénario: À trois avec tout le paquet, 17 cartes chacun et une face cachée
    Étant donné qu'une nouvelle partie est distribuée avec la graine 7
    Alors chaque joueur a 17 cartes en main
    Et les mains contiennent 51 cartes toutes différentes

  @DEAL @variant:five-2d2c
  Scénario: À cinq, sans le 2♦ ni le 2♣, chaque joueur reçoit 10 cartes
    Étant donné qu'une nouvelle partie est distribuée avec la graine 7
    Alors chaque joueur a 10 cartes en main
    Et les mains contiennent 50 cartes toutes différentes

  @DEAL @variant:six-twos
  Scénario: À six, sans les quatre 2, chaque joueur reçoit 8 cartes
    Étant donné qu'une nouvelle partie est distribuée avec la graine 7
    Alors chaque joueur a 8 cartes en main
    Et les mains contiennent 48 cartes toutes différentes
