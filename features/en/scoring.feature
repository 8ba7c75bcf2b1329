# language: en
@variant:card-1.0.0
Feature: Scoring a hand
  Each heart taken counts one point and the queen of spades thirteen: 26 in a
  hand. A player who takes all of them shoots the moon: they score nothing and
  every other player 26. Scores add up from hand to hand. The card switches off
  the jack of diamonds bonus and the moon that subtracts.

  @POINTS
  Scenario Outline: Hearts count one point each and the queen of spades thirteen
    Given North took <cards>
    And East took every other card
    When the hand is scored
    Then North took <points> points
    And the points of the hand add up to 26

    Examples:
      | cards                        | points |
      | 2♥                           | 1      |
      | the queen of spades          | 13     |
      | Q♠, A♥ and K♥                | 15     |
      | 2♣ A♣ K♦ J♦                  | 0      |
      | all the hearts               | 13     |

  @MOON
  Scenario: Taking every heart and the queen of spades shoots the moon
    Given West took the queen of spades and all the hearts
    And North took every other card
    When the hand is scored
    Then West shoots the moon
    And West took 26 points
    And the hand scores are:
      | North | East | South | West |
      | 26    | 26   | 26    | 0    |

  @MOON
  Scenario: Missing a single heart is no moon
    Given West took Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    And North took every other card
    When the hand is scored
    Then nobody shoots the moon
    And West took 25 points
    And North took 1 point

  @MOON @HAND-END
  Scenario: A moon shot in real play
    Given it is a hand without passing
    And North holds all the spades
    And East holds all the hearts
    And South holds all the diamonds
    And West holds all the clubs
    When the hand is played out, each player playing their lowest legal card
    Then the hand ends after 13 tricks
    And West shoots the moon
    And the hand scores are:
      | North | East | South | West |
      | 26    | 26   | 26    | 0    |

  @ACCUMULATE
  Scenario: Scores add up over the hands
    Given the totals before this hand are:
      | North | East | South | West |
      | 10    | 20   | 5     | 0    |
    And South took Q♠ 2♥ 3♥
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 10    | 31   | 20    | 0    |
    And the game goes on with another hand

  @LOCKED-VARIANTS
  Scenario Outline: The jack of diamonds is worth nothing on the card
    Given the game is played under the <variant> rules
    And North took J♦ Q♠ 2♥
    And East took every other card
    When the hand is scored
    Then North took <points> points

    Examples:
      | variant    | points |
      | card-1.0.0 | 14     |
      | omnibus    | 4      |

  @LOCKED-VARIANTS @MOON @GAME-END @Q8
  Scenario: The moon always adds 26 to the others, even when that ends the game
    Given the totals before this hand are:
      | North | East | South | West |
      | 40    | 80   | 60    | 90   |
    And West took Q♠ and all the hearts
    And North took every other card
    When the hand is scored
    Then West shoots the moon
    And the totals are:
      | North | East | South | West |
      | 66    | 106  | 86    | 90   |
    And the game is over and North wins
