# language: en
@variant:card-1.0.0
Feature: The deck and the deal
  Fifty-two cards, four players, thirteen cards each. In every suit the cards
  rank from the 2 up to the ace, and no suit is trump.

  @DEAL @DECK
  Scenario: A new game gives thirteen cards to each of the four players
    Given a new game is dealt with seed 7
    Then every player holds 13 cards
    And the hands hold 52 different cards

  @DECK @TRICK-WIN
  Scenario Outline: The higher card of the suit led wins, from the 2 up to the ace
    Given it is a hand without passing
    And North holds 2♣
    And East holds <lower>
    And South holds <higher>
    And West holds 3♣
    When the trick 2♣ <lower> <higher> 3♣ is played
    Then South wins the trick

    Examples:
      | lower | higher |
      | 4♣    | 5♣     |
      | 9♣    | 10♣    |
      | 10♣   | J♣     |
      | J♣    | Q♣     |
      | Q♣    | K♣     |
      | K♣    | A♣     |

  @DECK @DISCARD
  Scenario: No suit is trump: an ace of another suit does not win
    Given it is a hand without passing
    And North holds 2♣
    And East holds the ace of spades
    And East has no clubs
    And South holds 3♣
    And West holds 4♣
    When the trick 2♣ A♠ 3♣ 4♣ is played
    Then West wins the trick
    And West leads the next trick
