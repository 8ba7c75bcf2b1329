# language: it
@variant:card-1.0.0
Funzionalità: Rompere i cuori e uscire a cuori
  I cuori si rompono quando qualcuno scarta un cuore su una presa di un altro
  seme. Fino ad allora nessuno può uscire a cuori, a meno che non abbia in mano
  soltanto cuori.

  Contesto:
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 9♦
    E che Est ha 3♣
    E che Sud ha 4♣ 2♦

  @HEARTS-LEAD
  Scenario: Non si può uscire a cuori prima che siano rotti
    Dato che Ovest ha A♣ 5♦ 3♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora i cuori non sono rotti
    E Ovest non può uscire con 3♥ per la regola HEARTS-LEAD
    E Ovest può uscire con 5♦

  @HEARTS-BREAK @HEARTS-LEAD
  Scenario: Un cuore scartato su un altro seme rompe i cuori, e da lì si può uscire a cuori
    Dato che Est ha 5♥
    E che Est non ha quadri
    E che Ovest ha A♣ K♦ 8♠ 3♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa K♦ 9♦ 5♥ 2♦
    Allora Ovest vince la presa
    E i cuori sono rotti
    E Ovest può uscire con 3♥

  @HEARTS-BREAK @Q2
  Schema dello scenario: La donna di picche non rompe i cuori secondo la carta (alcuni motori dicono di sì)
    Dato che si gioca con le regole <variante>
    E che Est ha la donna di picche
    E che Est non ha quadri
    E che Ovest ha A♣ K♦ 8♠ 3♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa K♦ 9♦ Q♠ 2♦
    Allora Ovest vince la presa
    E <cuori>
    E <uscita>

    Esempi:
      | variante   | cuori                   | uscita                                                  |
      | card-1.0.0 | i cuori non sono rotti  | Ovest non può uscire con 3♥ per la regola HEARTS-LEAD   |
      | web        | i cuori non sono rotti  | Ovest non può uscire con 3♥ per la regola HEARTS-LEAD   |
      | openspiel  | i cuori sono rotti      | Ovest può uscire con 3♥                                 |

  @HEARTS-BREAK @HEARTS-LEAD @Q2
  Scenario: Chi ha soltanto cuori può uscire a cuori, e così li rompe
    Dato che Ovest ha A♣ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora i cuori non sono rotti
    E le carte legali di Ovest sono 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quando Ovest esce con 5♥
    Allora i cuori sono rotti

  @HEARTS-LEAD @Q5
  Schema dello scenario: Chi esce con soli cuori e la Q♠ deve uscire con la Q♠
    Dato che l'impostazione hearts_lead_exception della variante vale <eccezione>
    E che Ovest ha A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora le carte legali di Ovest sono <legali>

    Esempi:
      | eccezione             | legali                                 |
      | only-hearts           | Q♠                                     |
      | only-hearts-and-queen | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ |

  @HEARTS-LEAD @Q5
  Scenario: Con la carta l'uscita a cuori è rifiutata e la Q♠ è ammessa
    Dato che Ovest ha A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest prova a uscire con il sette di cuori
    Allora la carta è rifiutata per la regola HEARTS-LEAD
    Quando Ovest prova a uscire con la donna di picche
    Allora la carta viene giocata
    E i cuori non sono ancora rotti
