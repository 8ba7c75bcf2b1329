# language: en
@variant:card-1.0.0
Feature: The end of a hand and of the game
  A hand is thirteen tricks. The game ends after the hand in which someone
  reaches 100 points or more, and the lowest total wins; if the lowest total is
  shared, another hand is played, as often as needed.

  @HAND-END
  Scenario: A hand is played out in thirteen tricks
    Given a new game is dealt with seed 3
    When every player passes their lowest cards
    And the hand is played out, each player playing their lowest legal card
    Then the hand ends after 13 tricks
    And the points of the hand add up to 26
    And the game goes on with another hand

  @GAME-END
  Scenario: Reaching 100 ends the game and the lowest total wins
    Given the totals before this hand are:
      | North | East | South | West |
      | 90    | 50   | 60    | 70   |
    And North took Q♠
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 103   | 63   | 60    | 70   |
    And the game is over and South wins

  @GAME-END
  Scenario Outline: The game ends at exactly 100 or more, and goes on below
    Given the totals before this hand are:
      | North | East | South | West |
      | 87    | 20   | 30    | 40   |
    And North took <cards>
    And East took every other card
    When the hand is scored
    Then <outcome>

    Examples:
      | cards     | outcome                                 |
      | Q♠        | the game is over and South wins        |
      | Q♠ 2♥     | the game is over and South wins        |
      | 2♥ 3♥     | the game goes on with another hand     |

  @TIE
  Scenario: A shared lowest total means another hand
    Given the totals before this hand are:
      | North | East | South | West |
      | 95    | 60   | 60    | 80   |
    And North took Q♠
    And West took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 108   | 60   | 60    | 93   |
    And the game goes on with another hand

  @TIE @GAME-END
  Scenario: The extra hand settles the tie
    Given the totals before this hand are:
      | North | East | South | West |
      | 108   | 60   | 60    | 93   |
    And East took 2♥
    And North took every other card
    When the hand is scored
    Then the game is over and South wins
