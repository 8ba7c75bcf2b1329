# language: it
@variant:card-1.0.0
Funzionalità: Passaggi che giocano altri motori
  OpenSpiel estrae a sorte, a ogni mano, la direzione in cui si passano le carte, invece di
  seguire il giro (docs/rules/peers.md). Qui l'estrazione la fa la distribuzione: la stessa
  distribuzione, o la stessa partita numerata, passa quindi sempre nella stessa direzione.

  @PASS-RANDOM
  Scenario: È la distribuzione, non il numero della mano, a decidere dove vanno le carte
    Dato che l'impostazione pass_random della variante vale true
    E che è la mano 1 della partita
    E che la distribuzione è 432.5432.432.432 T98.876.765.8765 765.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Allora il passaggio di questa mano va a destra

  @PASS-RANDOM
  Scenario: Anche una mano che il giro gioca senza passaggio può averne uno
    Dato che l'impostazione pass_random della variante vale true
    E che è la mano 4 della partita
    E che la distribuzione è 432.5432.432.432 765.876.765.8765 T98.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Allora il passaggio di questa mano va di fronte

  @PASS-RANDOM
  Scenario: L'estrazione può cadere su una mano senza passaggio
    Dato che l'impostazione pass_random della variante vale true
    E che è la mano 1 della partita
    E che la distribuzione è 432.5432.432.432 765.JT9.765.8765 T98.876.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Allora il passaggio di questa mano va da nessuna parte

  @PASS-RANDOM
  Scenario: Il numero della partita fissa l'estrazione
    Dato che l'impostazione pass_random della variante vale true
    E che si distribuisce la partita n. 7
    Allora il passaggio di questa mano va a destra
