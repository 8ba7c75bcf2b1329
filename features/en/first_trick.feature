# language: en
@variant:card-1.0.0
Feature: The first trick
  The player holding the 2♣ leads it to the first trick. On that trick nobody
  may play a heart or the queen of spades unless they have no other card they
  could play.

  Background:
    Given it is a hand without passing

  @FIRST-LEAD
  Scenario: The holder of the 2♣ leads the first trick
    Given South holds 2♣
    Then South leads the first trick

  @FIRST-LEAD @Q1
  Scenario: The first lead is the 2♣ itself, not any club
    Given South holds 2♣ 9♣ A♦
    Then South's legal cards are 2♣
    And South may not lead 9♣ because of FIRST-LEAD
    And South may not lead A♦ because of FIRST-LEAD

  @FIRST-LEAD @Q1
  Scenario Outline: The first_lead setting decides between the 2♣ and any club
    Given the variant setting first_lead is <first_lead>
    And South holds 2♣ 9♣ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    Then South's legal cards are <legal>

    Examples:
      | first_lead   | legal  |
      | two-of-clubs | 2♣     |
      | any-club     | 2♣ 9♣  |

  @FIRST-TRICK-POINTS @DISCARD
  Scenario: A player without clubs may not throw points on the first trick
    Given North holds 2♣
    And East holds the queen of spades, the five of hearts and the seven of diamonds
    And East has no clubs
    When North leads 2♣
    Then East may not play Q♠ because of FIRST-TRICK-POINTS
    And East may not play 5♥ because of FIRST-TRICK-POINTS
    And East may play 7♦

  @FIRST-TRICK-POINTS @HEARTS-BREAK
  Scenario: A player holding nothing but hearts may play one on the first trick
    Given North holds 2♣
    And East holds all the hearts
    When North leads 2♣
    Then East's legal cards are all the hearts
    When East plays 2♥
    Then hearts are broken

  @FIRST-TRICK-POINTS @Q3
  Scenario Outline: Without clubs, holding only hearts and the Q♠, the player chooses among them
    Given the variant setting first_trick_forced is <forced>
    And North holds 2♣
    And East holds Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    When North leads 2♣
    Then East's legal cards are <legal>

    Examples:
      | forced         | legal                                     |
      | any-point-card | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ |
      | hearts-only    | 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥    |
