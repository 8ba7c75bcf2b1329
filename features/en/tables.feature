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

  # The first lead, the passes and the moon at other tables. The rule card has four
  # players; these rules come from the sources of docs/players.md, named in each scenario.

  @FIRST-LEAD @variant:five-2d2c
  Scenario: At five with the 2♣ out, the holder of the 3♣ leads it
    The lowest club in play leads (the common rule pages, HeartsGym after Morehead).
    Given it is a hand without passing
    And seat 3 holds 3♣ and 4♣
    Then seat 3 leads the first trick
    And seat 3's legal cards are 3♣
    And seat 3 may not lead 4♣ because of FIRST-LEAD

  @FIRST-LEAD @DEAL @variant:three-kitty
  Scenario: At three with the 2♣ face down in the kitty, the lowest club held leads
    Nobody holds the lowest club in play, so the holder of the lowest club anyone holds
    leads it (t_games and house rules deal the whole deck at three).
    Given it is a hand without passing
    And the kitty holds 2♣
    And seat 2 holds 3♣
    Then the kitty is still face down
    And seat 2 leads the first trick
    And seat 2's legal cards are 3♣

  @FIRST-LEAD @variant:three-2d
  Scenario Outline: Led from the seat after the dealer, the first trick moves one seat a hand
    With first_leader left-of-dealer (house rules of three and six) the seat after the
    dealer leads any card, whoever holds the 2♣.
    Given the variant setting first_leader is left-of-dealer
    And it is hand <hand> of the game
    And seat 1 holds 2♣
    And seat <leader> holds K♠ and A♠
    When every player passes their lowest cards
    Then seat <leader> leads the first trick
    And seat <leader> may lead K♠

    Examples:
      | hand | leader |
      | 1    | 1      |
      | 2    | 2      |
      | 3    | 3      |

  @PASS-CYCLE
  Scenario Outline: Each size of table passes in its own cycle
    Three: left, right, hold. Five: left, right, two seats left, two seats right, hold. Six:
    the same with across before the hold (every offset once, as the sources of
    docs/players.md do).
    Given the game is played under the <variant> rules
    And it is hand <hand> of the game
    Then the pass of this hand goes <direction>

    Examples:
      | variant   | hand | direction              |
      | three-2d  | 2    | to the right           |
      | three-2d  | 3    | nowhere                |
      | three-2d  | 4    | to the left            |
      | five-2d2c | 3    | two seats to the left  |
      | five-2d2c | 4    | two seats to the right |
      | five-2d2c | 5    | nowhere                |
      | six-twos  | 5    | across                 |
      | six-twos  | 6    | nowhere                |

  @PASS-CYCLE @PASS-COUNT @DEAL @knob-by-knob
  Scenario: A table of five set up knob by knob passes two seats to the left on hand 3
    Given 5 players sit at the table
    And 2♦ and 2♣ are out of the deck
    And it is hand 3 of the game
    And seat 3 holds 3♣, 4♣ and 5♣
    When every player passes their lowest cards
    Then seat 5 receives 3♣, 4♣ and 5♣
    And seat 5 leads the first trick

  @PASS-CYCLE @variant:five-2d2c
  Scenario: At five there is no seat across, so a pass across is refused
    TabletopGames turns "across" into two seats left at five; here the rules are refused,
    as hearts variant check refuses them.
    When the rule writer sets pass_cycle to [left,right,across,hold]
    Then the setting is refused because of PASS-CYCLE
    When the rule writer sets pass_cycle to [left,right,left-2,hold]
    Then the setting is accepted

  @MOON @variant:three-2d
  Scenario: At three with the 2♦ out every penalty card is in play, and taking them all is a moon
    Given seat 1 took Q♠ and all the hearts
    And seat 2 took every other card
    When the hand is scored
    Then the points of the hand add up to 26
    And seat 1 shoots the moon
    And the hand scores are:
      | seat 1 | seat 2 | seat 3 |
      | 0      | 26     | 26     |

  @MOON @DEAL @variant:six-twos
  Scenario: At six with the four 2s out a hand carries 25 points, and a moon gives each other seat those 25
    Foster (1909) removes the 2♥ with the other 2s: a moon is every penalty card in play
    (the twelve hearts left and the Q♠), and each other seat scores the 25 the hand carries
    (moon_points, docs/players.md).
    Given seat 4 took Q♠ and all the hearts
    And seat 1 took every other card
    When the hand is scored
    Then the points of the hand add up to 25
    And seat 4 took 25 points
    And seat 4 shoots the moon
    And the hand scores are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 |
      | 25     | 25     | 25     | 0      | 25     | 25     |

  @DEAL @POINTS @variant:three-kitty
  Scenario: At three the winner of the first trick takes the kitty, and its points with it
    The kitty lies face down until the first trick is won (t_games, house rules).
    Given it is a hand without passing
    And the kitty holds Q♠
    And seat 1 holds 2♣
    And seat 2 holds 5♣
    And seat 3 holds K♣
    Then the kitty is still face down
    And the kitty is worth 13 points
    When the trick 2♣ 5♣ K♣ is played
    Then seat 3 wins the trick
    And seat 3 takes the kitty
    And seat 3 has taken 13 points so far

  @DEAL @TRICK-WIN @variant:three-kitty
  Scenario: A deal written in the notation of three seats, the kitty last
    The seats are numbered in play order and the kitty follows as K (docs/players.md).
    Given it is hand 3 of the game
    And the deal is 1:-.K9832.AJ652.AQ98732 2:AJ9765432.T7.K987.J6 3:KQT8.AQJ654.T43.KT54 K:-.-.Q.-
    Then seat 2 leads the first trick
    And the kitty is worth 13 points
    When the trick 2♣ K♣ K♦ is played
    Then seat 3 wins the trick
    And seat 3 takes the kitty
    And seat 3 has taken 13 points so far

  @KITTY-FIRST-HEART @DEAL @POINTS @variant:three-kitty
  Scenario: The kitty waits for the first trick with a heart in it
    With t_games' extras=heart the first trick holds no heart, so the kitty stays face down; the
    winner of the first trick with a heart in it takes it, with its points.
    Given the variant setting leftover is kitty-first-heart
    And it is a hand without passing
    And the kitty holds Q♠
    And seat 1 holds 2♣ and 7♥
    And seat 1 has no diamonds
    And seat 2 holds 5♣ and 2♦
    And seat 3 holds K♣ and A♦
    When the trick 2♣ 5♣ K♣ is played
    Then seat 3 wins the trick
    And the kitty is still face down
    And seat 3 has taken 0 points so far
    When the trick A♦ 7♥ 2♦ is played
    Then seat 3 wins the trick
    And seat 3 takes the kitty
    And seat 3 has taken 14 points so far
