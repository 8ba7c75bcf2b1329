# language: en
@variant:web
Feature: The rules of the web game
  The web page plays the card with a few differences: the 2♣ itself opens the
  game, the queen of spades may be played whenever suit allows outside the first
  trick and never breaks hearts, points may never be thrown on the first trick,
  the lowest score of a hand wins that hand, and a tie at the end is played out.

  Background:
    Given it is a hand without passing

  @WEB-LEAD-2C @FIRST-LEAD
  Scenario: The first trick must be led with the 2♣ itself
    Given South holds 2♣ 9♣
    Then South's legal cards are 2♣
    And South may not lead 9♣ because of FIRST-LEAD

  @WEB-QS-FREE
  Scenario: The queen of spades may be led before hearts are broken, and does not break them
    Given North holds 2♣
    And East holds 3♣
    And South holds 4♣
    And West holds A♣ Q♠ 5♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    Then West may lead Q♠
    When West leads Q♠
    Then hearts are not broken

  @WEB-QS-FREE @HEARTS-BREAK
  Scenario: The queen of spades thrown on another suit does not break hearts
    Given North holds 2♣ 9♦
    And East holds 3♣ Q♠
    And East has no diamonds
    And South holds 4♣ 2♦
    And West holds A♣ K♦ 8♠ 3♥
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And the trick K♦ 9♦ Q♠ 2♦ is played
    Then hearts are not broken
    And West may not lead 3♥ because of HEARTS-LEAD

  @WEB-FIRST-TRICK-STRICT
  Scenario: No heart and no queen of spades on the first trick, even without clubs
    Given North holds 2♣
    And East holds Q♠ 5♥ 7♦
    And East has no clubs
    When North leads 2♣
    Then East may not play Q♠ because of WEB-FIRST-TRICK-STRICT
    And East may not play 5♥ because of WEB-FIRST-TRICK-STRICT
    And East may play 7♦

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS
  Scenario Outline: The card and the web page name different rules for the same refusal
    Given the game is played under the <variant> rules
    And North holds 2♣
    And East holds Q♠ 7♦
    And East has no clubs
    When North leads 2♣
    And East tries to play Q♠
    Then the card is refused because of <clause>

    Examples:
      | variant    | clause                 |
      | card-1.0.0 | FIRST-TRICK-POINTS     |
      | web        | WEB-FIRST-TRICK-STRICT |

  @WEB-FIRST-TRICK-STRICT @FIRST-TRICK-POINTS @Q4
  Scenario Outline: A player without clubs who holds only points on the first trick
    Given the game is played under the <variant> rules
    And North holds 2♣
    And East holds Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    When North leads 2♣
    Then <outcome>

    Examples:
      | variant    | outcome                |
      | card-1.0.0 | East may play Q♠       |
      | web        | East may play Q♠       |
      | web        | East may play 5♥       |
      | web-strict | East has no legal card |

  @WEB-HAND-WINNER
  Scenario: The fewest points in a hand wins that hand
    Given South took Q♠
    And East took 2♥ 3♥
    And West took every other card
    When the hand is scored
    Then North wins the hand

  @WEB-HAND-WINNER
  Scenario: Several players can share the win of a hand
    Given South took Q♠
    And West took every other card
    When the hand is scored
    Then North and East win the hand

  @WEB-TIE
  Scenario: A shared lowest total at 100 or more is played on
    Given the totals before this hand are:
      | North | East | South | West |
      | 95    | 60   | 60    | 80   |
    And North took Q♠
    And West took every other card
    When the hand is scored
    Then the game goes on with another hand

  @WEB-TIE
  Scenario: Play goes on until a single player has the lowest total
    Given the totals before this hand are:
      | North | East | South | West |
      | 108   | 60   | 60    | 93   |
    And East took 2♥
    And North took every other card
    When the hand is scored
    Then the game is over and South wins

  @WEB-MOON
  Scenario: All thirteen hearts and the queen of spades: 0 for the taker, 26 for each other player
    Given South took the queen of spades and all the hearts
    And East took every other card
    When the hand is scored
    Then South shoots the moon
    And the hand scores are:
      | North | East | South | West |
      | 26    | 26   | 0     | 26   |
