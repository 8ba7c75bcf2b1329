# language: it
@variant:card-1.0.0
Funzionalità: La prima presa
  Chi ha il 2 di fiori lo gioca per aprire la prima presa. In quella presa
  nessuno può giocare un cuore o la donna di picche, a meno che non abbia
  nessun'altra carta giocabile.

  Contesto:
    Dato che è una mano senza passaggio di carte

  @FIRST-LEAD
  Scenario: Apre chi ha il 2 di fiori
    Dato che Sud ha il due di fiori
    Allora Sud apre la prima presa

  @FIRST-LEAD @Q1
  Scenario: Si esce proprio con il 2♣, non con un fiori qualsiasi
    Dato che Sud ha 2♣ 9♣ A♦
    Allora l'unica carta legale di Sud è 2♣
    E Sud non può uscire con 9♣ per la regola FIRST-LEAD
    E Sud non può uscire con l'asso di quadri per la regola FIRST-LEAD

  @FIRST-LEAD @Q1
  Schema dello scenario: L'impostazione first_lead sceglie tra il 2♣ e un fiori qualsiasi
    Dato che l'impostazione first_lead della variante vale <first_lead>
    E che Sud ha 2♣ 9♣ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    Allora le carte legali di Sud sono <legali>

    Esempi:
      | first_lead   | legali |
      | two-of-clubs | 2♣     |
      | any-club     | 2♣ 9♣  |

  @FIRST-TRICK-POINTS @DISCARD
  Scenario: Chi non ha fiori non può scartare punti nella prima presa
    Dato che Nord ha 2♣
    E che Est ha la Donna di picche, il cinque di cuori e il sette di quadri
    E che Est non ha fiori
    Quando Nord esce con 2♣
    Allora Est non può giocare Q♠ per la regola FIRST-TRICK-POINTS
    E Est non può giocare 5♥ per la regola FIRST-TRICK-POINTS
    E Est può giocare 7♦

  @FIRST-TRICK-POINTS @HEARTS-BREAK
  Scenario: Chi ha soltanto cuori può giocarne uno nella prima presa
    Dato che Nord ha 2♣
    E che Est ha tutti i cuori
    Quando Nord esce con 2♣
    Allora le carte legali di Est sono tutti i cuori
    Quando Est gioca il due di cuori
    Allora i cuori sono rotti

  @FIRST-TRICK-POINTS @Q3
  Schema dello scenario: Senza fiori, con soli cuori e la Q♠, il giocatore sceglie fra queste carte
    Dato che l'impostazione first_trick_forced della variante vale <forzata>
    E che Nord ha 2♣
    E che Est ha Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Quando Nord esce con 2♣
    Allora le carte legali di Est sono <legali>

    Esempi:
      | forzata        | legali                                    |
      | any-point-card | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ |
      | hearts-only    | 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥    |
