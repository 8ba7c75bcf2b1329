# language: en
@variant:card-1.0.0
Feature: Following suit and winning tricks
  A player must follow the suit led when they can; a player who cannot may play
  any card (on the first trick, within its limits). The highest card of the suit
  led takes the trick, and its winner leads the next one. Play goes round
  clockwise: after North, East.

  Background:
    Given it is a hand without passing

  @FOLLOW
  Scenario Outline: A player holding the suit led must play it
    Given North holds 2♣
    And East holds <east>
    When North leads 2♣
    Then East may play <club>
    And East may not play <other> because of FOLLOW

    Examples:
      | east  | club | other |
      | 9♣ A♦ | 9♣   | A♦    |
      | K♣ Q♠ | K♣   | Q♠    |
      | 3♣ 2♥ | 3♣   | 2♥    |

  @FOLLOW
  Scenario: Only the cards of the suit led are legal while the player holds some
    Given North holds 2♣
    And East holds 8♣ J♣ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦
    When North leads 2♣
    Then East's legal cards are 8♣ and J♣

  @DISCARD @HEARTS-BREAK
  Scenario: After the first trick a player without the suit led may throw any card, points included
    Given North holds 2♣ 2♦
    And East holds 3♣ A♦
    And South holds 4♣, the queen of spades and the two of hearts
    And South has no diamonds
    And West holds A♣ K♦
    When the trick 2♣ 3♣ 4♣ A♣ is played
    And West leads K♦
    And North plays 2♦
    And East plays A♦
    Then South may play Q♠
    And South may play 2♥
    When South plays 2♥
    Then East wins the trick
    And hearts are broken

  @TRICK-WIN
  Scenario Outline: The highest card of the suit led wins, and its winner leads next
    Given North holds 2♣
    And East holds <east>
    And South holds <south>
    And West holds <west>
    When the trick 2♣ <east> <south> <west> is played
    Then <winner> wins the trick
    And <winner> leads the next trick

    Examples:
      | east | south | west | winner |
      | 9♣   | K♣    | 5♣   | South  |
      | A♣   | K♣    | Q♣   | East   |
      | 3♣   | 4♣    | 10♣  | West   |

  @TRICK-WIN @FIRST-TRICK-POINTS
  Scenario: The 2♣ wins when nobody else has a club
    Given North holds 2♣
    And East has no clubs
    And South has no clubs
    And West has no clubs
    When the trick 2♣ 2♦ 2♠ 2♥ is played
    Then North wins the trick
    And North leads the next trick

  @Q6
  Scenario: Play goes clockwise from the leader
    Given North holds 2♣
    And East holds 3♣
    When North leads 2♣
    Then it is East's turn
    When East plays 3♣
    Then it is South's turn

  @FOLLOW @TRICK-WIN
  Scenario Outline: Every variant at four seats follows suit, and the highest card of the suit led wins
    Given the game is played under the <variant> rules
    And North holds 2♣
    And East holds 9♣ A♦
    And South holds K♣
    And West holds 3♣
    When North leads 2♣
    Then East may not play A♦ because of FOLLOW
    When East plays 9♣
    And South plays K♣
    And West plays 3♣
    Then South wins the trick

    Examples:
      | variant     |
      | card-1.0.0  |
      | moon-choice |
      | omnibus     |
      | omnibus-ten |
      | openspiel   |
      | pink-lady   |
      | spot-hearts |
      | sun         |
      | web         |
      | web-strict  |
