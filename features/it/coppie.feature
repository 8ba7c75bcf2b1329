# language: it
@variant:card-1.0.0
Funzionalità: Le coppie
  Hearts a coppie e i tavoli due contro due di alcune app fanno sedere quattro giocatori in due
  squadre, con i compagni uno di fronte all'altro: Nord e Sud contro Est e Ovest. Ogni giocatore
  segna i propri punti; il totale di una squadra è la somma dei totali dei suoi due giocatori
  (docs/rules/peers.md).

  @TEAMS @TEAM-GAME-END
  Scenario: La partita finisce quando il totale di una squadra arriva al traguardo, e vince l'altra squadra
    Dato che l'impostazione teams della variante vale partners-across
    E che l'impostazione target_score della variante vale 200
    E che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 110  | 50  | 80  | 60    |
    E che Nord ha preso Q♠
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 123  | 63  | 80  | 60    |
    E la partita è finita e vincono Est e Ovest

  @TEAM-GAME-END
  Scenario: Un giocatore che supera il traguardo non chiude la partita finché la sua squadra resta sotto
    Dato che l'impostazione teams della variante vale partners-across
    E che l'impostazione jack_of_diamonds_points della variante vale -10
    E che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 95   | 20  | -30 | 10    |
    E che Nord ha preso Q♠
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 108  | 23  | -30 | 10    |
    E la partita continua con un'altra mano

  @TEAM-MOON
  Scenario: Il compagno di chi realizza la luna non segna nulla per essa
    Dato che l'impostazione teams della variante vale partners-across
    E che Ovest ha preso la donna di picche e tutti i cuori
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Ovest realizza la luna
    E la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 26   | 0   | 26  | 0     |

  @TEAM-MOON
  Scenario: Due compagni che prendono insieme le carte della luna la realizzano insieme
    Dato che l'impostazione teams della variante vale partners-across
    E che l'impostazione team_moon della variante vale together
    E che Nord ha preso Q♠
    E che Sud ha preso tutti i cuori
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 0    | 26  | 0   | 26    |

  @TEAMS
  Scenario: I compagni si siedono uno di fronte all'altro solo a un tavolo da quattro
    Dato che al tavolo siedono 6 giocatori
    E che 2♣, 2♦, 2♠ e 2♥ sono fuori dal mazzo
    Quando chi scrive le regole imposta teams a partners-across
    Allora l'impostazione è respinta per la regola TEAMS
