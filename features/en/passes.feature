# language: en
@variant:card-1.0.0
Feature: Passes that other engines play
  OpenSpiel draws the direction of each hand's pass at random instead of following the
  cycle (docs/rules/peers.md). Here the deal makes the draw, so the same deal, or the same
  seed, always passes the same way.

  @PASS-RANDOM
  Scenario: The deal, not the hand number, decides where the cards go
    Given the variant setting pass_random is true
    And it is hand 1 of the game
    And the deal is 432.5432.432.432 T98.876.765.8765 765.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Then the pass of this hand goes to the right

  @PASS-RANDOM
  Scenario: A hand that the cycle plays without passing may still pass
    Given the variant setting pass_random is true
    And it is hand 4 of the game
    And the deal is 432.5432.432.432 765.876.765.8765 T98.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Then the pass of this hand goes across

  @PASS-RANDOM
  Scenario: The draw may fall on a hand without passing
    Given the variant setting pass_random is true
    And it is hand 1 of the game
    And the deal is 432.5432.432.432 765.JT9.765.8765 T98.876.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Then the pass of this hand goes nowhere

  @PASS-RANDOM
  Scenario: The seed of the game fixes the draw
    Given the variant setting pass_random is true
    And a new game is dealt with seed 7
    Then the pass of this hand goes to the right
