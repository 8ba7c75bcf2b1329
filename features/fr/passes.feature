# language: fr
@variant:card-1.0.0
Fonctionnalité: Des passages que jouent d'autres moteurs
  OpenSpiel tire au sort, à chaque manche, le sens dans lequel on passe les cartes, au lieu
  de suivre le cycle (docs/rules/peers.md). Ici, c'est la donne qui fait le tirage : la même
  donne, ou la même partie numérotée, passe donc toujours dans le même sens.

  @PASS-RANDOM
  Scénario: C'est la donne, et non le numéro de la manche, qui décide où vont les cartes
    Étant donné que le réglage pass_random de la variante vaut true
    Et que c'est la manche 1 de la partie
    Et que la donne est 432.5432.432.432 T98.876.765.8765 765.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Alors le passage de cette manche se fait à droite

  @PASS-RANDOM
  Scénario: Une manche que le cycle joue sans passage peut tout de même en avoir un
    Étant donné que le réglage pass_random de la variante vaut true
    Et que c'est la manche 4 de la partie
    Et que la donne est 432.5432.432.432 765.876.765.8765 T98.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Alors le passage de cette manche se fait en face

  @PASS-RANDOM
  Scénario: Le tirage peut tomber sur une manche sans passage
    Étant donné que le réglage pass_random de la variante vaut true
    Et que c'est la manche 1 de la partie
    Et que la donne est 432.5432.432.432 765.JT9.765.8765 T98.876.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Alors le passage de cette manche se fait nulle part

  @PASS-RANDOM
  Scénario: Le numéro de la partie fixe le tirage
    Étant donné que le réglage pass_random de la variante vaut true
    Et que la donne n° 7 est distribuée
    Alors le passage de cette manche se fait à droite
