# language: en
@variant:card-1.0.0
Feature: Passing cards before the hand
  Before each hand every player passes three cards: to the left in the first
  hand, to the right in the second, across in the third, and nobody passes in
  the fourth; then the cycle starts again. Left is the next player in the order
  of play.

  @PASS-COUNT
  Scenario: Each player chooses three cards, North first
    Given it is hand 1 of the game
    And North holds 2♣ 3♣ 4♣ 5♣
    When North passes 2♣ and 3♣
    Then it is North's turn
    And North may not pass 2♣ again because of PASS-COUNT
    When North passes 4♣
    Then it is East's turn

  @PASS-COUNT @FIRST-LEAD
  Scenario: After the exchange everyone holds thirteen cards again
    Given it is hand 1 of the game
    And North holds 2♣ 3♣ 4♣
    When every player passes their lowest cards
    Then every player holds 13 cards
    And East receives 2♣ 3♣ 4♣
    And North no longer holds 2♣ 3♣ 4♣
    And East leads the first trick

  @PASS-CYCLE @Q6
  Scenario Outline: The pass goes left, right, across, then nowhere, and again
    Given it is hand <hand> of the game
    And North holds 2♣ 3♣ 4♣
    When every player passes their lowest cards
    Then the pass of this hand goes <direction>
    And <receiver> receives 2♣ 3♣ 4♣

    Examples:
      | hand | direction | receiver |
      | 1    | left      | East     |
      | 2    | right     | West     |
      | 3    | across    | South    |
      | 5    | left      | East     |
      | 6    | right     | West     |
      | 7    | across    | South    |

  @PASS-CYCLE
  Scenario Outline: Every fourth hand is played without passing
    Given it is hand <hand> of the game
    And South holds 2♣
    Then the pass of this hand goes nowhere
    And South leads the first trick

    Examples:
      | hand |
      | 4    |
      | 8    |

  @PASS-COUNT @Q9
  Scenario: Cards are exchanged only when everyone has chosen, so none can be passed on
    Given it is hand 1 of the game
    And North holds all the clubs
    And East holds all the diamonds
    When North passes 2♣ 3♣ 4♣
    Then it is East's turn
    And East has not received any cards yet
    And East's legal cards are all the diamonds
    When every player passes their lowest cards
    Then East receives 2♣ 3♣ 4♣
    And East now holds 2♣ 3♣ 4♣
    And East no longer holds 2♦ 3♦ 4♦
