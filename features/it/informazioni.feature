# language: it
@variant:card-1.0.0
Funzionalità: Che cosa vede ogni giocatore
  Ogni giocatore vede la propria mano, le carte sul tavolo e le prese già
  giocate; le carte che gli vengono passate, solo a scambio avvenuto.

  @Q7
  Schema dello scenario: Si possono rivedere tutte le prese concluse della mano
    Dato che è una mano senza passaggio di carte
    E che l'impostazione history della variante vale <cronologia>
    E che Nord ha 2♣ 9♦
    E che Est ha 3♣ 5♦
    E che Sud ha 4♣ 2♦
    E che Ovest ha A♣ K♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa K♦ 9♦ 5♦ 2♦
    Allora Nord può rivedere <prese> prese concluse

    Esempi:
      | cronologia | prese |
      | all-tricks | 2     |
      | last-trick | 1     |

  @Q9 @PASS-COUNT
  Scenario: Un giocatore vede le carte ricevute solo quando tutti hanno scelto
    Dato che è la mano 2 della partita
    E che Nord ha 2♣ 3♣ 4♣
    Quando Nord passa 2♣ 3♣ 4♣
    Allora Ovest non ha ancora ricevuto nessuna carta
    Quando ogni giocatore passa le sue carte più basse
    Allora Ovest riceve 2♣ 3♣ 4♣
