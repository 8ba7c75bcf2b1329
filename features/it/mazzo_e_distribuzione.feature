# language: it
@variant:card-1.0.0
Funzionalità: Il mazzo e la distribuzione
  Cinquantadue carte, quattro giocatori, tredici carte a testa. In ogni seme le
  carte vanno dal 2 all'asso, e nessun seme è atout.

  @DEAL @DECK
  Scenario: Una nuova partita dà tredici carte a ciascuno dei quattro giocatori
    Dato che si distribuisce la partita n. 7
    Allora ogni giocatore ha 13 carte in mano
    E le mani contengono 52 carte tutte diverse

  @DECK @TRICK-WIN
  Schema dello scenario: Vince la carta più alta del seme di uscita, dal 2 fino all'asso
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣
    E che Est ha <bassa>
    E che Sud ha <alta>
    E che Ovest ha 3♣
    Quando si gioca la presa 2♣ <bassa> <alta> 3♣
    Allora Sud vince la presa

    Esempi:
      | bassa | alta |
      | 4♣    | 5♣   |
      | 9♣    | 10♣  |
      | 10♣   | J♣   |
      | J♣    | Q♣   |
      | Q♣    | K♣   |
      | K♣    | A♣   |

  @DECK @DISCARD
  Scenario: Non c'è atout: l'asso di un altro seme non prende
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣
    E che Est ha l'asso di picche
    E che Est non ha fiori
    E che Sud ha 3♣
    E che Ovest ha 4♣
    Quando si gioca la presa 2♣ A♠ 3♣ 4♣
    Allora Ovest vince la presa
    E Ovest apre la presa successiva
