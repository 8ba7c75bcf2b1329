# language: en
Feature: Tables of three, five and six
  At three, five or six players a few cards that score nothing leave the deck, or are
  left over face down, so that every player is dealt the same number (docs/players.md).

  @DEAL @variant:three-2d
  Scenario: At three with the 2♦ out, each player is dealt 17 cards
    Given a new game is dealt with seed 7
    Then every player holds 17 cards
    And the hands hold 51 different cards

  @DEAL @variant:three-kitty
  Scenario: At three with the whole deck, 17 cards each and one left face down
    Given a new game is dealt with seed 7
    Then every player holds 17 cards
    And the hands hold 51 different cards

  @DEAL @variant:five-2d2c
  Scenario: At five with the 2♦ and the 2♣ out, each player is dealt 10 cards
    Given a new game is dealt with seed 7
    Then every player holds 10 cards
    And the hands hold 50 different cards

  @DEAL @variant:six-twos
  Scenario: At six with the four 2s out, each player is dealt 8 cards
    Given a new game is dealt with seed 7
    Then every player holds 8 cards
    And the hands hold 48 different cards
