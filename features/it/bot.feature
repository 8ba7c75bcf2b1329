# language: it
@variant:card-1.0.0
Funzionalità: Come scelgono la carta i bot, e con quali ragioni
  Ci sono tre livelli di bot, facile, normale e difficile, e ognuno gioca da ciò
  che vede il proprio posto. Ogni scelta è accompagnata da un registro delle sue
  ragioni: i fatti che il bot ha usato (fact.void, fact.moon-threat...) e i passi
  con un nome che hanno ordinato le carte (step.duck, step.dump-queen...), elencati
  in hearts/bots/keys.py. Ogni scenario controlla la carta e il registro. Il bot
  che si siede in uno scenario ha seguito la mano fin lì, come un giocatore al
  tavolo.

  @AI-INFO
  Schema dello scenario: Le carte che il bot non vede non cambiano mai la sua decisione
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    E che Est ha 3♣ 5♣ 4♦
    E che Sud ha 4♣ 6♣
    E che Sud non ha quadri
    E che Ovest ha A♣ 7♣ 2♦ Q♠
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa 2♦ K♦ 4♦ 5♠
    E si gioca la presa K♣ 5♣ 6♣ 7♣
    E il bot <livello> seduto a Nord sceglie una carta
    E le carte che gli altri giocatori tengono ancora nascoste vengono rimescolate tra loro in 5 modi diversi
    Allora il bot sceglie ogni volta la stessa carta per le stesse ragioni
    E le sue ragioni citano solo carte che poteva conoscere
    E le sue ragioni non citano mai la donna di picche

    Esempi:
      | livello   |
      | facile    |
      | normale   |
      | difficile |

  @AI-INFO @AI-HARD @Q7
  Schema dello scenario: Il bot difficile ricorda un seme mancante che ha visto, anche se la vista mostra solo l'ultima presa
    Dato che è una mano senza passaggio di carte
    E che l'impostazione history della variante vale <cronologia>
    E che Nord ha 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    E che Est ha 3♣ 5♣ 4♦
    E che Sud ha 4♣ 6♣
    E che Sud non ha quadri
    E che Ovest ha A♣ 7♣ 2♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa 2♦ K♦ 4♦ 5♠
    E si gioca la presa K♣ 5♣ 6♣ 7♣
    E il bot difficile seduto a Nord sceglie una carta
    Allora Nord può rivedere <prese> prese concluse
    E il bot ricorda che Sud non ha quadri
    E il bot esce con 8♣

    Esempi:
      | cronologia | prese |
      | all-tricks | 3     |
      | last-trick | 1     |

  @AI-INFO @Q7
  Scenario: Un bot che non ha seguito la mano sa solo ciò che mostra l'ultima presa
    Dato che è una mano senza passaggio di carte
    E che l'impostazione history della variante vale last-trick
    E che Nord ha 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    E che Est ha 3♣ 5♣ 4♦
    E che Sud ha 4♣ 6♣
    E che Sud non ha quadri
    E che Ovest ha A♣ 7♣ 2♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E si gioca la presa 2♦ K♦ 4♦ 5♠
    E si gioca la presa K♣ 5♣ 6♣ 7♣
    E un bot difficile appena seduto a Nord sceglie una carta
    Allora il bot non sa che Sud non ha quadri
    E il bot esce con 5♦

  @AI-EASY
  Schema dello scenario: Il bot facile sta sotto in una presa con punti, o la vince spendendo il meno possibile
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ e il re di cuori
    E che Nord non ha picche
    E che Est ha 3♣ 5♠
    E che Sud ha <sud>
    E che Ovest ha A♣ J♠
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con J♠
    E Nord gioca K♥
    E Est gioca 5♠
    E il bot facile seduto a Sud sceglie una carta
    Allora il bot gioca <carta>
    E la carta è stata scelta da <passo>
    E il passo <passo> cita AI-EASY

    Esempi:
      | sud                                     | carta | passo            |
      | 4♣ 9♣ 2♦ 5♦ 9♦ 2♠ 9♠ 10♠ K♠ 2♥ 3♥ 4♥ 5♥ | 10♠   | step.duck        |
      | 4♣ 9♣ 2♦ 5♦ 9♦ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 6♥  | K♠    | step.win-cheaply |

  @AI-EASY
  Scenario: Il bot facile, senza carte del seme, scarta la sua carta più pericolosa
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣
    E che Est ha 3♣ 4♦
    E che Sud ha 4♣ 9♣ K♣ 2♠ 3♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 10♥ A♥
    E che Ovest ha A♣ 10♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con 10♦
    E Nord gioca 2♦
    E Est gioca 4♦
    E il bot facile seduto a Sud sceglie una carta
    Allora il bot gioca la donna di picche
    E la carta è stata scelta da step.danger
    E senza step.danger avrebbe scelto 2♠

  @AI-NORMAL
  Schema dello scenario: Il bot normale passa le sue carte pericolose
    Dato che è la mano 1 della partita
    E che Nord ha <nord>
    Quando il bot normale seduto a Nord sceglie una carta
    Allora il bot passa <carta>
    E la carta è stata scelta da <passo>
    E tra le sue ragioni c'è <anche>

    Esempi:
      | nord                                   | carta | passo                 | anche                  |
      | 2♣ 5♣ 7♣ 9♣ 3♦ 4♦ 6♦ 8♦ 3♠ Q♠ 2♥ 3♥ 4♥ | Q♠    | step.pass-high-spades | fact.pass              |
      | 2♣ 5♣ 7♣ 3♦ 4♦ 2♠ 3♠ 4♠ 5♠ Q♠ 2♥ K♥ A♥ | A♥    | step.pass-high-hearts | step.keep-spade-guards |
      | 2♣ 3♣ 4♣ 5♣ 7♣ 9♦ 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ | 9♦    | step.pass-void-suit   | fact.pass              |

  @AI-NORMAL
  Scenario: Il bot normale gioca basso, sotto la carta che sta vincendo
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 3♦
    E che Est ha 3♣ 2♦ 8♦ K♦ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥ 3♥ 4♥
    E che Sud ha 4♣
    E che Ovest ha A♣ 10♦
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con 10♦
    E Nord gioca 3♦
    E il bot normale seduto a Est sceglie una carta
    Allora il bot gioca 8♦
    E la carta è stata scelta da step.duck
    E senza step.duck avrebbe scelto 2♦

  @AI-NORMAL
  Schema dello scenario: Il bot normale si libera della donna di picche al momento giusto
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ <nord>
    E che Est ha 3♣ <est>
    E che Sud ha 4♣ 9♣ 10♣ J♣ 3♠ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    E che Ovest ha A♣ <uscita>
    Quando si gioca la presa 2♣ 3♣ 4♣ A♣
    E Ovest esce con <uscita>
    E Nord gioca <nord>
    E Est gioca <est>
    E il bot normale seduto a Sud sceglie una carta
    Allora il bot gioca <carta>
    E la carta è stata scelta da <passo>

    Esempi: sotto una picca più alta, al primo scarto, ma non quando la donna vincerebbe
      | uscita | nord | est | carta | passo            |
      | 4♠     | K♠   | 5♠  | Q♠    | step.queen-under |
      | 2♦     | 5♦   | 7♦  | Q♠    | step.dump-queen  |
      | 4♠     | 2♠   | 5♠  | 3♠    | step.duck        |

  @AI-NORMAL @HEARTS-LEAD
  Scenario: Il bot normale non esce a cuori finché i cuori non sono rotti
    Dato che è una mano senza passaggio di carte
    E che Ovest ha 2♣ 3♦
    E che Nord ha A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    E che Est ha 3♣ 2♦
    E che Sud ha 4♣ 2♠
    E che Sud non ha quadri
    Quando si gioca la presa 2♣ A♣ 3♣ 4♣
    E Nord esce con K♦
    E Est gioca 2♦
    E Sud gioca 2♠
    E Ovest gioca 3♦
    E il bot normale seduto a Nord sceglie una carta
    Allora il bot sa che i cuori non sono ancora rotti
    E il bot esce con 9♦
    E la carta è stata scelta da step.lead-safest

  @AI-NORMAL @HEARTS-BREAK
  Scenario: Con i cuori rotti, un cuori basso è l'uscita più sicura del bot normale
    Dato che è una mano senza passaggio di carte
    E che Ovest ha 2♣ 3♦
    E che Nord ha A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    E che Est ha 3♣ 2♦
    E che Sud ha 4♣ 2♥
    E che Sud non ha quadri
    Quando si gioca la presa 2♣ A♣ 3♣ 4♣
    E Nord esce con K♦
    E Est gioca 2♦
    E Sud gioca 2♥
    E Ovest gioca 3♦
    E il bot normale seduto a Nord sceglie una carta
    Allora il bot sa che i cuori sono rotti
    E il bot esce con 3♥
    E la carta è stata scelta da step.lead-safest

  @AI-NORMAL
  Schema dello scenario: Il bot normale conta le carte giocate prima di uscire
    Dato che è una mano senza passaggio di carte
    E che Ovest ha 2♣ <ovest>
    E che Nord ha 4♣ 7♣ 10♣ J♣ Q♣ K♣ A♣ 6♦ <nord> 8♥ 9♥ 10♥ J♥
    E che Est ha 8♣ <est>
    E che Sud ha 9♣ <sud>
    Quando si gioca la presa 2♣ 7♣ 8♣ 9♣
    E si gioca la presa <sud> <ovest> <nord> <est>
    E il bot normale seduto a Nord sceglie una carta
    Allora tra le sue ragioni c'è fact.played
    E il bot esce con <carta>
    E la carta è stata scelta da <passo>

    Esempi: usciti dal 2♦ al 5♦, il 6♦ non può vincere; se sono ancora in giro, potrebbe
      | sud | ovest | nord | est | carta | passo            |
      | 2♦  | 3♦    | 5♦   | 4♦  | 6♦    | step.lead-safest |
      | 7♦  | 8♦    | 10♦  | 9♦  | 4♣    | step.lead-safest |

  @AI-HARD
  Schema dello scenario: Un tentativo di luna visto nelle prese spinge il bot difficile a prendersi una presa con punti
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 2♥ 5♥ 9♥
    E che Nord non ha picche
    E che Est ha A♣ K♠ A♥ K♥ J♥ 10♦
    E che Sud ha 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    E che Ovest ha 4♣ Q♠ 4♥ 8♥
    Quando si gioca la presa 2♣ A♣ 3♣ 4♣
    E si gioca la presa K♠ 2♠ Q♠ 2♥
    E si gioca la presa A♥ 3♥ 4♥ 5♥
    E si gioca la presa K♥ 6♥ 8♥ 9♥
    E Est esce con J♥
    E il bot <livello> seduto a Sud sceglie una carta
    Allora il bot gioca <carta>
    E tra le sue ragioni c'è <ragione>

    Esempi: il bot normale sta sotto e lascia che Est continui a prendere i cuori
      | livello   | carta | ragione          |
      | difficile | Q♥    | fact.moon-threat |
      | normale   | 7♥    | step.duck        |

  @AI-HARD
  Scenario: Contro un tentativo di luna il bot difficile tiene il suo cuori di fermo
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 2♥ 5♥ 9♥
    E che Nord non ha picche
    E che Est ha A♣ K♠ A♥ K♥ J♥ 10♦
    E che Sud ha 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    E che Ovest ha 4♣ Q♠ 4♥ 8♥
    Quando si gioca la presa 2♣ A♣ 3♣ 4♣
    E si gioca la presa K♠ 2♠ Q♠ 2♥
    E si gioca la presa A♥ 3♥ 4♥ 5♥
    E si gioca la presa K♥ 6♥ 8♥ 9♥
    E Est esce con 10♦
    E il bot difficile seduto a Sud sceglie una carta
    Allora tra le sue ragioni c'è fact.moon-threat riguardo a Est
    E il bot non gioca Q♥
    E il bot non gioca 7♥

  @AI-HARD
  Scenario: Senza quella difesa, il bot normale butta via lo stesso fermo
    Dato che è una mano senza passaggio di carte
    E che Nord ha 2♣ 2♥ 5♥ 9♥
    E che Nord non ha picche
    E che Est ha A♣ K♠ A♥ K♥ J♥ 10♦
    E che Sud ha 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    E che Ovest ha 4♣ Q♠ 4♥ 8♥
    Quando si gioca la presa 2♣ A♣ 3♣ 4♣
    E si gioca la presa K♠ 2♠ Q♠ 2♥
    E si gioca la presa A♥ 3♥ 4♥ 5♥
    E si gioca la presa K♥ 6♥ 8♥ 9♥
    E Est esce con 10♦
    E il bot normale seduto a Sud sceglie una carta
    Allora tra le sue ragioni non c'è fact.moon-threat
    E il bot gioca Q♥
    E la carta è stata scelta da step.dump-hearts
