# language: en
@variant:card-1.0.0
Feature: How the bots choose their cards, and the reasons they give
  Three bot levels, Easy, Normal and Hard, play from their own seat's view. Every
  choice comes with a record of its reasons: the facts the bot used (fact.void,
  fact.moon-threat ...) and the named steps that ranked the cards (step.duck,
  step.dump-queen ...), listed in hearts/bots/keys.py. A scenario checks the card
  and the record. A bot seated in a scenario has watched the hand so far, as a
  player at the table would have.

  @AI-INFO
  Scenario Outline: Cards the bot cannot see never change its decision
    Given it is a hand without passing
    And North holds 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    And East holds 3♣ 5♣ 4♦
    And South holds 4♣ 6♣
    And South has no diamonds
    And West holds A♣ 7♣ 2♦ Q♠
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick 2♦ K♦ 4♦ 5♠ is played
    And the trick K♣ 5♣ 6♣ 7♣ is played
    And the <level> bot at North chooses a card
    And the cards the other players still hide are shuffled among them in 5 different ways
    Then the bot chooses the same card for the same reasons every time
    And its reasons name only cards it could know
    And its reasons never mention the queen of spades

    Examples:
      | level  |
      | easy   |
      | normal |
      | hard   |

  @AI-INFO @AI-HARD @Q7
  Scenario Outline: Hard remembers a void it saw, even when the view shows only the last trick
    Given it is a hand without passing
    And the variant setting history is <history>
    And North holds 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    And East holds 3♣ 5♣ 4♦
    And South holds 4♣ 6♣
    And South has no diamonds
    And West holds A♣ 7♣ 2♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick 2♦ K♦ 4♦ 5♠ is played
    And the trick K♣ 5♣ 6♣ 7♣ is played
    And the hard bot at North chooses a card
    Then North can look back at <tricks> finished tricks
    And the bot remembers that South has no diamonds
    And the bot leads 8♣

    Examples:
      | history    | tricks |
      | all-tricks | 3      |
      | last-trick | 1      |

  @AI-INFO @Q7
  Scenario: A bot that did not watch the hand knows only what the last trick shows
    Given it is a hand without passing
    And the variant setting history is last-trick
    And North holds 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    And East holds 3♣ 5♣ 4♦
    And South holds 4♣ 6♣
    And South has no diamonds
    And West holds A♣ 7♣ 2♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick 2♦ K♦ 4♦ 5♠ is played
    And the trick K♣ 5♣ 6♣ 7♣ is played
    And a hard bot that has only just sat down at North chooses a card
    Then the bot does not know that South has no diamonds
    And the bot leads 5♦

  @AI-EASY
  Scenario Outline: Easy stays under a trick that holds points, or wins it as cheaply as it can
    Given it is a hand without passing
    And North holds 2♣ and the king of hearts
    And North has no spades
    And East holds 3♣ 5♠
    And South holds <south>
    And West holds A♣ J♠
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads J♠
    And North plays K♥
    And East plays 5♠
    And the easy bot at South chooses a card
    Then the bot plays <card>
    And the card was chosen by <step>
    And the step <step> cites AI-EASY

    Examples:
      | south                                   | card | step             |
      | 4♣ 9♣ 2♦ 5♦ 9♦ 2♠ 9♠ 10♠ K♠ 2♥ 3♥ 4♥ 5♥ | 10♠  | step.duck        |
      | 4♣ 9♣ 2♦ 5♦ 9♦ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 6♥  | K♠   | step.win-cheaply |

  @AI-EASY
  Scenario: Easy, unable to follow, throws its most dangerous card
    Given it is a hand without passing
    And North holds 2♣
    And East holds 3♣ 4♦
    And South holds 4♣ 9♣ K♣ 2♠ 3♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 10♥ A♥
    And West holds A♣ 10♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads 10♦
    And North plays 2♦
    And East plays 4♦
    And the easy bot at South chooses a card
    Then the bot plays the queen of spades
    And the card was chosen by step.danger
    And without step.danger it would have chosen 2♠

  @AI-NORMAL
  Scenario Outline: Normal passes its dangerous cards
    Given it is hand 1 of the game
    And North holds <north>
    When the normal bot at North chooses a card
    Then the bot passes <card>
    And the card was chosen by <step>
    And its reasons include <also>

    Examples:
      | north                                   | card | step                  | also                  |
      | 2♣ 5♣ 7♣ 9♣ 3♦ 4♦ 6♦ 8♦ 3♠ Q♠ 2♥ 3♥ 4♥  | Q♠   | step.pass-high-spades | fact.pass             |
      | 2♣ 5♣ 7♣ 3♦ 4♦ 2♠ 3♠ 4♠ 5♠ Q♠ 2♥ K♥ A♥  | A♥   | step.pass-high-hearts | step.keep-spade-guards |
      | 2♣ 3♣ 4♣ 5♣ 7♣ 9♦ 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥  | 9♦   | step.pass-void-suit   | fact.pass             |

  @AI-NORMAL
  Scenario: Normal plays low, under the card that is winning
    Given it is a hand without passing
    And North holds 2♣ 3♦
    And East holds 3♣ 2♦ 8♦ K♦ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥ 3♥ 4♥
    And South holds 4♣
    And West holds A♣ 10♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads 10♦
    And North plays 3♦
    And the normal bot at East chooses a card
    Then the bot plays 8♦
    And the card was chosen by step.duck
    And without step.duck it would have chosen 2♦

  @AI-NORMAL
  Scenario Outline: Normal gets rid of the queen of spades at the right moment
    Given it is a hand without passing
    And North holds 2♣ <north>
    And East holds 3♣ <east>
    And South holds 4♣ 9♣ 10♣ J♣ 3♠ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    And West holds A♣ <led>
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads <led>
    And North plays <north>
    And East plays <east>
    And the normal bot at South chooses a card
    Then the bot plays <card>
    And the card was chosen by <step>

    Examples: under a higher spade, on the first discard, but not when the queen would win
      | led | north | east | card | step             |
      | 4♠  | K♠    | 5♠   | Q♠   | step.queen-under |
      | 2♦  | 5♦    | 7♦   | Q♠   | step.dump-queen  |
      | 4♠  | 2♠    | 5♠   | 3♠   | step.duck        |

  @AI-NORMAL @HEARTS-LEAD
  Scenario: Normal leads no heart while hearts are not broken
    Given it is a hand without passing
    And West holds 2♣ 3♦
    And North holds A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    And East holds 3♣ 2♦
    And South holds 4♣ 2♠
    And South has no diamonds
    When the trick 2♣ A♣ 3♣ 4♣ is played
    And North leads K♦
    And East plays 2♦
    And South plays 2♠
    And West plays 3♦
    And the normal bot at North chooses a card
    Then the bot knows that hearts are not broken yet
    And the bot leads 9♦
    And the card was chosen by step.lead-safest

  @AI-NORMAL @HEARTS-BREAK
  Scenario: Once hearts are broken, a low heart is Normal's safest lead
    Given it is a hand without passing
    And West holds 2♣ 3♦
    And North holds A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    And East holds 3♣ 2♦
    And South holds 4♣ 2♥
    And South has no diamonds
    When the trick 2♣ A♣ 3♣ 4♣ is played
    And North leads K♦
    And East plays 2♦
    And South plays 2♥
    And West plays 3♦
    And the normal bot at North chooses a card
    Then the bot knows that hearts are broken
    And the bot leads 3♥
    And the card was chosen by step.lead-safest

  @AI-NORMAL
  Scenario Outline: Normal counts the cards played before it leads
    Given it is a hand without passing
    And West holds 2♣ <west>
    And North holds 4♣ 7♣ 10♣ J♣ Q♣ K♣ A♣ 6♦ <north> 8♥ 9♥ 10♥ J♥
    And East holds 8♣ <east>
    And South holds 9♣ <south>
    When the trick 2♣ 7♣ 8♣ 9♣ is played
    And the trick <south> <west> <north> <east> is played
    And the normal bot at North chooses a card
    Then its reasons include fact.played
    And the bot leads <card>
    And the card was chosen by <step>

    Examples: with the 2♦ to 5♦ gone the 6♦ cannot win; with them still out it might
      | south | west | north | east | card | step             |
      | 2♦    | 3♦   | 5♦    | 4♦   | 6♦   | step.lead-safest |
      | 7♦    | 8♦   | 10♦   | 9♦   | 4♣   | step.lead-safest |

  @AI-HARD
  Scenario Outline: A moon attempt seen in the tricks makes Hard take a point trick itself
    Given it is a hand without passing
    And North holds 2♣ 2♥ 5♥ 9♥
    And North has no spades
    And East holds A♣ K♠ A♥ K♥ J♥ 10♦
    And South holds 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    And West holds 4♣ Q♠ 4♥ 8♥
    When the trick 2♣ A♣ 3♣ 4♣ is played
    And the trick K♠ 2♠ Q♠ 2♥ is played
    And the trick A♥ 3♥ 4♥ 5♥ is played
    And the trick K♥ 6♥ 8♥ 9♥ is played
    And East leads J♥
    And the <level> bot at South chooses a card
    Then the bot plays <card>
    And its reasons include <reason>

    Examples: Normal ducks and lets East run the hearts
      | level  | card | reason           |
      | hard   | Q♥   | fact.moon-threat |
      | normal | 7♥   | step.duck        |

  @AI-HARD
  Scenario: Against a moon attempt Hard keeps its heart stopper
    Given it is a hand without passing
    And North holds 2♣ 2♥ 5♥ 9♥
    And North has no spades
    And East holds A♣ K♠ A♥ K♥ J♥ 10♦
    And South holds 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    And West holds 4♣ Q♠ 4♥ 8♥
    When the trick 2♣ A♣ 3♣ 4♣ is played
    And the trick K♠ 2♠ Q♠ 2♥ is played
    And the trick A♥ 3♥ 4♥ 5♥ is played
    And the trick K♥ 6♥ 8♥ 9♥ is played
    And East leads 10♦
    And the hard bot at South chooses a card
    Then the reason includes fact.moon-threat about East
    And the bot does not play Q♥
    And the bot does not play 7♥

  @AI-HARD
  Scenario: Without the moon defence, Normal throws the same stopper away
    Given it is a hand without passing
    And North holds 2♣ 2♥ 5♥ 9♥
    And North has no spades
    And East holds A♣ K♠ A♥ K♥ J♥ 10♦
    And South holds 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    And West holds 4♣ Q♠ 4♥ 8♥
    When the trick 2♣ A♣ 3♣ 4♣ is played
    And the trick K♠ 2♠ Q♠ 2♥ is played
    And the trick A♥ 3♥ 4♥ 5♥ is played
    And the trick K♥ 6♥ 8♥ 9♥ is played
    And East leads 10♦
    And the normal bot at South chooses a card
    Then the reason does not include fact.moon-threat
    And the bot plays Q♥
    And the card was chosen by step.dump-hearts
