# language: en
@variant:card-1.0.0
Feature: What a player may see
  Each player sees their own hand, the cards on the table and the tricks
  already played; the cards passed to them only once the exchange is done.

  @Q7
  Scenario Outline: Every finished trick of the hand can be looked back at
    Given it is a hand without passing
    And the variant setting history is <history>
    And North holds 2♣ 9♦
    And East holds 3♣ 5♦
    And South holds 4♣ 2♦
    And West holds A♣ K♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick K♦ 9♦ 5♦ 2♦ is played
    Then North can look back at <tricks> finished tricks

    Examples:
      | history    | tricks |
      | all-tricks | 2      |
      | last-trick | 1      |

  @Q9 @PASS-COUNT
  Scenario: A player sees the cards passed to them only after everyone has chosen
    Given it is hand 2 of the game
    And North holds 2♣ 3♣ 4♣
    When North passes 2♣ 3♣ 4♣
    Then West has not received any cards yet
    When every player passes their lowest cards
    Then West receives 2♣ 3♣ 4♣
