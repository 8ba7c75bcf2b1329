# language: en
Feature: Playing the cards at three, five, six and seven
  The rules of play are the card's at every table: follow the suit led, lead no heart
  before hearts are broken, throw no points on the first trick. The seats are numbered
  from 1 in play order, and after the last seat comes seat 1 again (docs/players.md).

  @FOLLOW
  Scenario Outline: After the last seat comes seat 1, and it must follow the suit led
    Given the game is played under the <variant> rules
    And it is a hand without passing
    And <last> holds <club>
    And seat 1 holds 9♣ and A♦
    When <last> leads <club>
    Then it is seat 1's turn
    And seat 1 may play 9♣
    And seat 1 may not play A♦ because of FOLLOW

    Examples:
      | variant        | last   | club |
      | three-2d       | seat 3 | 2♣   |
      | five-2d2c      | seat 5 | 3♣   |
      | six-twos       | seat 6 | 3♣   |
      | seven-tabletop | seat 7 | 2♣   |

  @HEARTS-LEAD @HEARTS-BREAK @variant:three-2d
  Scenario: At three a heart thrown on a diamond breaks hearts, and then they may be led
    Given it is a hand without passing
    And seat 1 holds 2♣ and 9♦
    And seat 2 holds A♣, K♦ and 3♥
    And seat 3 holds 4♣ and 5♥
    And seat 3 has no diamonds
    When the trick 2♣ A♣ 4♣ is played
    Then hearts are not broken
    And seat 2 may not lead 3♥ because of HEARTS-LEAD
    When seat 2 leads K♦
    And seat 3 plays 5♥
    Then hearts are broken
    When seat 1 plays 9♦
    Then seat 2 wins the trick
    And seat 2 may lead 3♥

  @HEARTS-BREAK @HEARTS-LEAD @TRICK-WIN @variant:five-2d2c
  Scenario: At five the queen of spades thrown on a diamond does not break hearts
    Given it is a hand without passing
    And seat 1 holds 3♣ and 9♦
    And seat 2 holds 4♣ and 4♦
    And seat 3 holds A♣, K♦ and 6♥
    And seat 4 holds 5♣ and 5♦
    And seat 5 holds 6♣ and Q♠
    And seat 5 has no diamonds
    When the trick 3♣ 4♣ A♣ 5♣ 6♣ is played
    And the trick K♦ 5♦ Q♠ 9♦ 4♦ is played
    Then seat 3 wins the trick
    And seat 3 has taken 13 points so far
    And hearts are not broken
    And seat 3 may not lead 6♥ because of HEARTS-LEAD

  @HEARTS-BREAK @HEARTS-LEAD @variant:six-twos
  Scenario: At six a player left with nothing but hearts may lead one, and that breaks hearts
    Eight cards a hand: seat 2 takes the first trick with its only club and holds seven
    hearts after it.
    Given it is a hand without passing
    And seat 1 holds 3♣
    And seat 2 holds A♣, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ and 9♥
    And seat 3 holds 4♣
    And seat 4 holds 5♣
    And seat 5 holds 6♣
    And seat 6 holds 7♣
    When the trick 3♣ A♣ 4♣ 5♣ 6♣ 7♣ is played
    Then seat 2 wins the trick
    And hearts are not broken
    And seat 2's legal cards are 3♥, 4♥, 5♥, 6♥, 7♥, 8♥ and 9♥
    When seat 2 leads 9♥
    Then hearts are broken

  @HEARTS-LEAD @HEARTS-BREAK @TRICK-WIN @DECK @variant:seven-tabletop
  Scenario: At seven a heart thrown on a diamond breaks hearts, and wins nothing
    No suit is trump: the A♥ thrown on a trick of diamonds loses to the 10♦.
    Given it is a hand without passing
    And seat 1 holds 2♣ and 4♦
    And seat 2 holds A♣, 10♦ and 3♥
    And seat 3 holds 4♣ and 9♦
    And seat 4 holds 5♣ and 5♦
    And seat 5 holds 6♣ and 6♦
    And seat 6 holds 7♣ and A♥
    And seat 6 has no diamonds
    And seat 7 holds 8♣ and 7♦
    When the trick 2♣ A♣ 4♣ 5♣ 6♣ 7♣ 8♣ is played
    Then seat 2 wins the trick
    And hearts are not broken
    And seat 2 may not lead 3♥ because of HEARTS-LEAD
    When the trick 10♦ 9♦ 5♦ 6♦ A♥ 7♦ 4♦ is played
    Then seat 2 wins the trick
    And seat 2 has taken 1 point so far
    And hearts are broken
    And seat 2 may lead 3♥

  @FIRST-TRICK-POINTS @DISCARD
  Scenario Outline: On the first trick a player without clubs may not throw points, at any table
    Given the game is played under the <variant> rules
    And it is a hand without passing
    And seat 1 holds <club>
    And seat 2 holds Q♠, 5♥ and 7♦
    And seat 2 has no clubs
    When seat 1 leads <club>
    Then seat 2 may not play Q♠ because of FIRST-TRICK-POINTS
    And seat 2 may not play 5♥ because of FIRST-TRICK-POINTS
    And seat 2 may play 7♦

    Examples:
      | variant        | club |
      | three-2d       | 2♣   |
      | three-kitty    | 2♣   |
      | five-2d2c      | 3♣   |
      | six-twos       | 3♣   |
      | seven-tabletop | 2♣   |

  @FIRST-TRICK-POINTS @HEARTS-BREAK @variant:five-2d2c
  Scenario: At five a hand of ten hearts has nothing else to play on the first trick
    Given it is a hand without passing
    And seat 1 holds 3♣
    And seat 2 holds 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ and J♥
    When seat 1 leads 3♣
    Then seat 2's legal cards are 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥ and J♥
    When seat 2 plays J♥
    Then hearts are broken

  @FIRST-TRICK-POINTS @HEARTS-BREAK @DISCARD @variant:seven-tabletop
  Scenario: At seven a hand of the Q♠ and six hearts may throw any of them on the first trick
    Seven cards a hand: with no club and nothing but points, every card is legal, and the
    Q♠ thrown breaks nothing.
    Given it is a hand without passing
    And seat 1 holds 2♣
    And seat 2 holds Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ and 7♥
    When seat 1 leads 2♣
    Then seat 2's legal cards are Q♠, 2♥, 3♥, 4♥, 5♥, 6♥ and 7♥
    When seat 2 plays Q♠
    Then hearts are not broken

  @FIRST-LEAD @DEAL @knob-by-knob
  Scenario: At three with the 2♣ out of the deck, the holder of the 3♣ leads it
    HeartsGym, after Morehead, takes the 2♣ out at three: the lowest club in play leads.
    Given 3 players sit at the table
    And 2♣ is out of the deck
    And it is a hand without passing
    And seat 2 holds 3♣ and 4♣
    Then seat 2 leads the first trick
    And seat 2's legal cards are 3♣
    And seat 2 may not lead 4♣ because of FIRST-LEAD

  @FIRST-LEAD @variant:six-twos
  Scenario: At six with the four 2s out, the holder of the 3♣ leads it
    Given it is a hand without passing
    And seat 6 holds 3♣ and 4♣
    Then seat 6 leads the first trick
    And seat 6's legal cards are 3♣
    And seat 6 may not lead 4♣ because of FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:seven-tabletop
  Scenario: At seven with the 2♦, 3♦ and 3♣ out, the 2♣ still leads
    Forty-nine cards, seven to each player (TabletopGames).
    Given it is a hand without passing
    And seat 4 holds 2♣ and 4♣
    Then every player holds 7 cards
    And the hands hold 49 different cards
    And seat 4 leads the first trick
    And seat 4's legal cards are 2♣
    And seat 4 may not lead 4♣ because of FIRST-LEAD

  @FIRST-LEAD @DEAL @knob-by-knob
  Scenario Outline: With the lowest clubs face down in the kitty, the lowest club held leads
    A table that deals the whole deck leaves cards over: two at five, four at six, three
    at seven. They lie face down until the first trick is won.
    Given <players> players sit at the table
    And the cards left over lie face down for the winner of the first trick
    And it is a hand without passing
    And the kitty holds <kitty>
    And <seat> holds <club>
    Then the kitty is still face down
    And <seat> leads the first trick
    And <seat>'s legal cards are <club>

    Examples:
      | players | kitty        | seat   | club |
      | 5       | 2♣ and 7♥     | seat 4 | 3♣   |
      | 6       | 2♣, 3♣ and 7♥ | seat 2 | 4♣   |
      | 7       | 2♣, 3♣ and 4♣ | seat 7 | 5♣   |
