# language: en
@variant:card-1.0.0
Feature: Partnerships
  Partner Hearts and the two-against-two tables of some apps seat four players as two teams,
  partners facing each other: North and South against East and West. Each player takes its own
  points; a team's total is its two players' totals added up (docs/rules/peers.md).

  @TEAMS @TEAM-GAME-END
  Scenario: The game ends when a team's total reaches the target, and the other team wins
    Given the variant setting teams is partners-across
    And the variant setting target_score is 200
    And the totals before this hand are:
      | North | East | South | West |
      | 110   | 50   | 80    | 60   |
    And North took Q♠
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 123   | 63   | 80    | 60   |
    And the game is over and East and West win

  @TEAM-GAME-END
  Scenario: A player past the target does not end the game while the team is under it
    Given the variant setting teams is partners-across
    And the variant setting jack_of_diamonds_points is -10
    And the totals before this hand are:
      | North | East | South | West |
      | 95    | 20    | -30   | 10   |
    And North took Q♠
    And East took every other card
    When the hand is scored
    Then the totals are:
      | North | East | South | West |
      | 108   | 23    | -30   | 10   |
    And the game goes on with another hand

  @TEAM-MOON
  Scenario: The shooter's partner scores nothing for the moon
    Given the variant setting teams is partners-across
    And West took the queen of spades and all the hearts
    And North took every other card
    When the hand is scored
    Then West shoots the moon
    And the hand scores are:
      | North | East | South | West |
      | 26    | 0    | 26    | 0    |

  @TEAM-MOON
  Scenario: Two partners who share out every heart and the queen of spades shoot the moon together
    Given the variant setting teams is partners-across
    And the variant setting team_moon is together
    And North took Q♠
    And South took all the hearts
    And East took every other card
    When the hand is scored
    Then the hand scores are:
      | North | East | South | West |
      | 0     | 26   | 0     | 26   |

  @TEAMS
  Scenario: Partners sit across a table of four only
    Given 6 players sit at the table
    And 2♣, 2♦, 2♠ and 2♥ are out of the deck
    When the rule writer sets teams to partners-across
    Then the setting is refused because of TEAMS
