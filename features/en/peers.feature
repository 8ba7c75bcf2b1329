# language: en
@variant:card-1.0.0
Feature: Rules that other engines play
  Other Hearts engines and rule pages play a few rules that the rule card does not: a bonus
  for taking no trick, cards that may not be passed, rules for the queen of spades, and limits
  on the totals (docs/rules/peers.md). Each is a variant setting, switched off on the card.

  @NO-TRICK-BONUS
  Scenario: In a hand where someone shoots the moon, nobody scores the bonus
    Given the variant setting no_trick_points is -5
    And West took the queen of spades and all the hearts
    And North took every other card
    When the hand is scored
    Then West shoots the moon
    And the hand scores are:
      | North | East | South | West |
      | 26    | 26   | 26    | 0    |

  @NO-TRICK-BONUS
  Scenario: A player who takes no trick scores the bonus
    Given the variant setting no_trick_points is -5
    And South took Q♠ 2♥ 3♥
    And East took every other card
    When the hand is scored
    Then the hand scores are:
      | North | East | South | West |
      | -5    | 11   | 15    | -5   |

  @PASS-KEEP
  Scenario: The queen, king and ace of spades may not be passed
    Given the variant setting unpassable is [QS,KS,AS]
    And it is hand 1 of the game
    And West holds Q♠ K♠ A♠ 5♣ 6♣ 7♣
    And North holds 8♣ 9♣ 10♣
    And East holds J♣ Q♣ K♣
    And South holds A♣ 2♦ 3♦
    When North passes 8♣ 9♣ 10♣
    And East passes J♣ Q♣ K♣
    And South passes A♣ 2♦ 3♦
    Then West may not choose Q♠ to pass because of PASS-KEEP
    And West may not choose A♠ to pass because of PASS-KEEP
    When West passes 5♣ 6♣ 7♣
    Then North receives 5♣ 6♣ 7♣

  @QUEEN-AFTER-HEARTS
  Scenario: The queen of spades waits until hearts are broken
    Given the variant setting queen_play is after-hearts
    And it is a hand without passing
    And North holds 2♣
    And East holds 3♣
    And South holds 4♣
    And West holds A♣ Q♠ 5♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then hearts are not broken
    And West may not lead Q♠ because of QUEEN-AFTER-HEARTS
    And West may lead 5♦

  @QUEEN-AFTER-HEARTS @HEARTS-LEAD
  Scenario: With nothing else to lead, the queen of spades is led
    Given the variant setting queen_play is after-hearts
    And it is a hand without passing
    And North holds 2♣
    And East holds 3♣
    And South holds 4♣
    And West holds A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then West's legal cards are Q♠

  @QUEEN-FIRST-CHANCE
  Scenario: Void in the suit led, the holder of the queen of spades must discard it
    Given the variant setting queen_play is first-chance
    And it is a hand without passing
    And North holds 2♣ 9♦
    And South holds 4♣
    And West holds A♣ 9♠ K♦
    And East holds 3♣ Q♠ 5♥
    And East has no diamonds
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads K♦
    And North plays 9♦
    Then East's legal cards are Q♠
    And East may not play 5♥ because of QUEEN-FIRST-CHANCE

  @SCORE-FLOOR @NO-TRICK-BONUS
  Scenario: A total below zero is raised to zero
    Given the variant setting score_floor is true
    And the variant setting no_trick_points is -5
    And the totals before this hand are:
      | North | East | South | West |
      | 3     | 0    | 10    | 0    |
    And South took Q♠ 2♥ 3♥
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 0     | 11   | 25    | 0    |

  @EXACT-TARGET
  Scenario: A total of exactly 100 drops to 50
    Given the variant setting exact_target_halves is true
    And the totals before this hand are:
      | North | East | South | West |
      | 87    | 20   | 5     | 0    |
    And North took Q♠
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 50    | 33   | 5     | 0    |
    And the game goes on with another hand
