# language: en
Feature: Passing cards at three, five, six and seven
  With no seat across at three, five and seven, each table passes in its own cycle: to
  the left, to the right, then from five seats up two seats to the left and two seats to
  the right, at six across as well, and then a hand without passing. Left is the next
  seat in play order, so the last seat passes to seat 1. No source we found gives a
  cycle at five, six or seven: these are the project's choice (docs/players.md).

  @PASS-CYCLE @variant:three-2d
  Scenario Outline: At three the cards go left, then right, then stay
    Given it is hand <hand> of the game
    And seat 1 holds 2♣, 3♣ and 4♣
    When every player passes their lowest cards
    Then the pass of this hand goes <direction>
    And <receiver> receives 2♣, 3♣ and 4♣
    And <receiver> leads the first trick

    Examples:
      | hand | direction    | receiver |
      | 1    | to the left  | seat 2   |
      | 2    | to the right | seat 3   |
      | 4    | to the left  | seat 2   |

  @PASS-CYCLE @variant:five-2d2c
  Scenario Outline: At five the cards go one seat, then two seats, each way
    Given it is hand <hand> of the game
    And seat 1 holds 3♣, 4♣ and 5♣
    When every player passes their lowest cards
    Then the pass of this hand goes <direction>
    And <receiver> receives 3♣, 4♣ and 5♣

    Examples:
      | hand | direction              | receiver |
      | 1    | to the left            | seat 2   |
      | 2    | to the right           | seat 5   |
      | 3    | two seats to the left  | seat 3   |
      | 4    | two seats to the right | seat 4   |
      | 6    | to the left            | seat 2   |

  @PASS-CYCLE @PASS-COUNT @variant:six-twos
  Scenario Outline: At six the cards go one seat and two seats each way, then across
    Given it is hand <hand> of the game
    And seat 5 holds 3♣, 4♣ and 5♣
    When every player passes their lowest cards
    Then the pass of this hand goes <direction>
    And <receiver> receives 3♣, 4♣ and 5♣

    Examples:
      | hand | direction              | receiver |
      | 1    | to the left            | seat 6   |
      | 2    | to the right           | seat 4   |
      | 3    | two seats to the left  | seat 1   |
      | 4    | two seats to the right | seat 3   |
      | 5    | across                 | seat 2   |

  @PASS-CYCLE @variant:seven-tabletop
  Scenario Outline: At seven the cards go one seat, then two seats, each way, as at five
    Given it is hand <hand> of the game
    And seat 7 holds 2♣, 4♣ and 5♣
    When every player passes their lowest cards
    Then the pass of this hand goes <direction>
    And <receiver> receives 2♣, 4♣ and 5♣
    And <receiver> leads the first trick

    Examples:
      | hand | direction              | receiver |
      | 1    | to the left            | seat 1   |
      | 2    | to the right           | seat 6   |
      | 3    | two seats to the left  | seat 2   |
      | 4    | two seats to the right | seat 5   |
      | 6    | to the left            | seat 1   |

  @PASS-CYCLE
  Scenario Outline: The last hand of each cycle is played without passing
    Given the game is played under the <variant> rules
    And it is hand <hand> of the game
    And seat 2 holds <club>
    Then the pass of this hand goes nowhere
    And every player holds <cards> cards
    And seat 2 leads the first trick

    Examples:
      | variant        | hand | club | cards |
      | three-2d       | 3    | 2♣   | 17    |
      | three-2d       | 6    | 2♣   | 17    |
      | five-2d2c      | 5    | 3♣   | 10    |
      | five-2d2c      | 10   | 3♣   | 10    |
      | six-twos       | 6    | 3♣   | 8     |
      | six-twos       | 12   | 3♣   | 8     |
      | seven-tabletop | 5    | 2♣   | 7     |
      | seven-tabletop | 10   | 2♣   | 7     |

  @PASS-COUNT @variant:three-2d
  Scenario: Where four cards are passed at three, a player chooses four
    Some players pass four cards of the seventeen at three (examples/tables/three-pass-4.yaml).
    Given the variant setting pass_count is 4
    And it is hand 1 of the game
    And seat 1 holds 2♣, 3♣, 4♣ and 5♣
    When seat 1 passes 2♣, 3♣ and 4♣
    Then it is seat 1's turn
    And seat 1 may not pass 2♣ again because of PASS-COUNT
    When seat 1 passes 5♣
    Then it is seat 2's turn

  @PASS-COUNT @PASS-CYCLE @variant:three-2d
  Scenario: After four cards each go round at three, everyone holds seventeen again
    Given the variant setting pass_count is 4
    And it is hand 2 of the game
    And seat 1 holds 2♣, 3♣, 4♣ and 5♣
    When every player passes their lowest cards
    Then every player holds 17 cards
    And seat 3 receives 2♣, 3♣, 4♣ and 5♣
    And seat 1 no longer holds 2♣, 3♣, 4♣ and 5♣
    And seat 3 leads the first trick

  @PASS-COUNT @variant:seven-tabletop
  Scenario: At seven each player passes three of their seven cards and keeps four
    Given it is hand 1 of the game
    And seat 3 holds 2♣, 4♣, 5♣ and 6♣
    When every player passes their lowest cards
    Then every player holds 7 cards
    And seat 4 receives 2♣, 4♣ and 5♣
    And seat 3 no longer holds 2♣, 4♣ and 5♣
    And seat 3 now holds 6♣
    And seat 4 leads the first trick
