# language: it
Funzionalità: Tavoli da tre, cinque e sei
  In tre, cinque o sei giocatori si tolgono dal mazzo alcune carte che non valgono
  punti, oppure quelle in più restano coperte, così che tutti ricevano lo stesso
  numero di carte (docs/players.md).

  @DEAL @variant:three-2d
  Scenario: In tre, tolto il 2♦, ogni giocatore riceve 17 carte
    Dato che si distribuisce una nuova partita generata dal numero 7
    Allora ogni giocatore ha 17 carte in mano
    E le mani contengono 51 carte tutte diverse

  @DEAL @variant:three-kitty
  Scenario: In tre con il mazzo intero, 17 carte a testa e una coperta
    Dato che si distribuisce una nuova partita generata dal numero 7
    Allora ogni giocatore ha 17 carte in mano
    E le mani contengono 51 carte tutte diverse

  @DEAL @variant:five-2d2c
  Scenario: In cinque, tolti il 2♦ e il 2♣, ogni giocatore riceve 10 carte
    Dato che si distribuisce una nuova partita generata dal numero 7
    Allora ogni giocatore ha 10 carte in mano
    E le mani contengono 50 carte tutte diverse

  @DEAL @variant:six-twos
  Scenario: In sei, tolti i quattro 2, ogni giocatore riceve 8 carte
    Dato che si distribuisce una nuova partita generata dal numero 7
    Allora ogni giocatore ha 8 carte in mano
    E le mani contengono 48 carte tutte diverse
