# language: it
@variant:card-1.0.0
Funzionalità: Regole che giocano altri motori
  Altri motori di gioco e altre pagine di regole giocano alcune regole che la scheda delle
  regole non prevede: un bonus per chi non prende nessuna presa, carte che non si possono
  passare, regole per la donna di picche e limiti per i totali (docs/rules/peers.md).
  Ognuna è un'impostazione della variante, disattivata sulla scheda.

  @NO-TRICK-BONUS
  Scenario: In una mano in cui qualcuno realizza la luna, nessuno segna il bonus
    Dato che l'impostazione no_trick_points della variante vale -5
    E che Ovest ha preso la donna di picche e tutti i cuori
    E che Nord ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora Ovest realizza la luna
    E la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | 26   | 26  | 26  | 0     |

  @NO-TRICK-BONUS
  Scenario: Chi non prende nessuna presa segna il bonus
    Dato che l'impostazione no_trick_points della variante vale -5
    E che Sud ha preso Q♠ 2♥ 3♥
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora la mano assegna questi punti:
      | Nord | Est | Sud | Ovest |
      | -5   | 11  | 15  | -5    |

  @PASS-KEEP
  Scenario: La donna, il re e l'asso di picche non si possono passare
    Dato che l'impostazione unpassable della variante vale [QS,KS,AS]
    E che è la mano 1 della partita
    E che Ovest ha Q♠ K♠ A♠ 5♣ 6♣ 7♣
    E che Nord ha 8♣ 9♣ 10♣
    E che Est ha J♣ Q♣ K♣
    E che Sud ha A♣ 2♦ 3♦
    Quando Nord passa 8♣ 9♣ 10♣
    E Est passa J♣ Q♣ K♣
    E Sud passa A♣ 2♦ 3♦
    Allora Ovest non può scegliere Q♠ tra le carte da passare per la regola PASS-KEEP
    E Ovest non può scegliere A♠ tra le carte da passare per la regola PASS-KEEP
    Quando Ovest passa 5♣ 6♣ 7♣
    Allora Nord riceve 5♣ 6♣ 7♣

  @QUEEN-AFTER-HEARTS
  Scenario: La donna di picche aspetta che i cuori siano rotti
    Dato che l'impostazione queen_play della variante vale after-hearts
    E che è una mano senza passaggio di carte
    E che Nord ha 2♣
    E che Est ha 3♣
    E che Sud ha 4♣
    E che Ovest ha A♣ Q♠ 5♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora i cuori non sono rotti
    E Ovest non può uscire con Q♠ per la regola QUEEN-AFTER-HEARTS
    E Ovest può uscire con 5♦

  @QUEEN-AFTER-HEARTS @HEARTS-LEAD
  Scenario: Senza altre carte con cui uscire, si esce con la donna di picche
    Dato che l'impostazione queen_play della variante vale after-hearts
    E che è una mano senza passaggio di carte
    E che Nord ha 2♣
    E che Est ha 3♣
    E che Sud ha 4♣
    E che Ovest ha A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    Allora le carte legali di Ovest sono Q♠

  @QUEEN-FIRST-CHANCE
  Scenario: Senza carte del seme di uscita, chi ha la donna di picche deve scartarla
    Dato che l'impostazione queen_play della variante vale first-chance
    E che è una mano senza passaggio di carte
    E che Nord ha 2♣ 9♦
    E che Sud ha 4♣
    E che Ovest ha A♣ 9♠ K♦
    E che Est ha 3♣ Q♠ 5♥
    E che Est non ha quadri
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con K♦
    E Nord gioca 9♦
    Allora le carte legali di Est sono Q♠
    E Est non può giocare 5♥ per la regola QUEEN-FIRST-CHANCE

  @SCORE-FLOOR @NO-TRICK-BONUS
  Scenario: Un totale negativo torna a zero
    Dato che l'impostazione score_floor della variante vale true
    E che l'impostazione no_trick_points della variante vale -5
    E che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 3    | 0   | 10  | 0     |
    E che Sud ha preso Q♠ 2♥ 3♥
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 0    | 11  | 25  | 0     |

  @EXACT-TARGET
  Scenario: Un totale di esattamente 100 scende a 50
    Dato che l'impostazione exact_target_halves della variante vale true
    E che i totali prima di questa mano sono:
      | Nord | Est | Sud | Ovest |
      | 87   | 20  | 5   | 0     |
    E che Nord ha preso Q♠
    E che Est ha preso tutte le altre carte
    Quando si contano i punti della mano
    Allora i totali sono:
      | Nord | Est | Sud | Ovest |
      | 50   | 33  | 5   | 0     |
    E la partita continua con un'altra mano
