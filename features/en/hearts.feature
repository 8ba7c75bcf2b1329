# language: en
@variant:card-1.0.0
Feature: Breaking hearts and leading them
  Hearts are broken when a heart is thrown on a trick of another suit. Until
  then nobody may lead a heart, unless they hold nothing but hearts.

  Background:
    Given it is a hand without passing
    And North holds 2♣ 9♦
    And East holds 3♣
    And South holds 4♣ 2♦

  @HEARTS-LEAD
  Scenario: Hearts may not be led before they are broken
    Given West holds A♣ 5♦ 3♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then hearts are not broken
    And West may not lead 3♥ because of HEARTS-LEAD
    And West may lead 5♦

  @HEARTS-BREAK @HEARTS-LEAD
  Scenario: A heart thrown on another suit breaks hearts, and then they may be led
    Given East holds 5♥
    And East has no diamonds
    And West holds A♣ K♦ 8♠ 3♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick K♦ 9♦ 5♥ 2♦ is played
    Then West wins the trick
    And hearts are broken
    And West may lead 3♥

  @HEARTS-BREAK @Q2
  Scenario Outline: The queen of spades does not break hearts on the card (some engines say it does)
    Given the game is played under the <variant> rules
    And East holds Q♠
    And East has no diamonds
    And West holds A♣ K♦ 8♠ 3♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick K♦ 9♦ Q♠ 2♦ is played
    Then West wins the trick
    And <hearts>
    And <lead>

    Examples:
      | variant    | hearts                | lead                                        |
      | card-1.0.0 | hearts are not broken | West may not lead 3♥ because of HEARTS-LEAD |
      | web        | hearts are not broken | West may not lead 3♥ because of HEARTS-LEAD |
      | openspiel  | hearts are broken     | West may lead 3♥                            |

  @HEARTS-BREAK @HEARTS-LEAD @Q2
  Scenario: A player holding only hearts may lead one, and that breaks hearts
    Given West holds A♣ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then hearts are not broken
    And West's legal cards are 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    When West leads 5♥
    Then hearts are broken

  @HEARTS-LEAD @Q5
  Scenario Outline: A leader with only hearts and the Q♠ must lead the Q♠
    Given the variant setting hearts_lead_exception is <exception>
    And West holds A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then West's legal cards are <legal>

    Examples:
      | exception             | legal                                  |
      | only-hearts           | Q♠                                     |
      | only-hearts-and-queen | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ |

  @HEARTS-LEAD @Q5
  Scenario: On the card, the heart lead is refused while the Q♠ can be led
    Given West holds A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West tries to lead 7♥
    Then the card is refused because of HEARTS-LEAD
    When West tries to lead Q♠
    Then the card is played
    And hearts are not broken
