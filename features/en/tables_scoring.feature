# language: en
Feature: The moon, ties and the kitty at three, five, six and seven
  A moon needs every heart and the Q♠ still in the deck; its taker scores nothing and
  each other seat the points the hand carries. The game ends at 100, and a shared lowest
  total means another hand. Where cards are left over, the winner of the first trick
  takes them face down, with their points (docs/players.md).

  @MOON @variant:five-2d2c
  Scenario: At five the 2♦ and 2♣ are out, so a moon still takes 26 points
    Given seat 3 took Q♠ and all the hearts
    And seat 1 took every other card
    When the hand is scored
    Then the points of the hand add up to 26
    And seat 3 shoots the moon
    And the hand scores are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 26     | 26     | 0      | 26     | 26     |

  @MOON @variant:seven-tabletop
  Scenario: At seven no card that scores is out, so a moon takes 26 points from each other seat
    Given seat 6 took Q♠ and all the hearts
    And seat 2 took every other card
    When the hand is scored
    Then the points of the hand add up to 26
    And seat 6 shoots the moon
    And the hand scores are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 | seat 7 |
      | 26     | 26     | 26     | 26     | 26     | 0      | 26     |

  @MOON
  Scenario Outline: One heart in another seat's tricks is no moon, at any table
    Given the game is played under the <variant> rules
    And seat 2 took <cards>
    And seat 1 took <heart>
    And seat 3 took every other card
    When the hand is scored
    Then nobody shoots the moon
    And seat 2 took <points> points
    And the points of the hand add up to <total>

    Examples:
      | variant        | cards                                      | heart | points | total |
      | three-2d       | Q♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 2♥    | 25     | 26    |
      | five-2d2c      | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ | A♥    | 25     | 26    |
      | six-twos       | Q♠ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥    | 3♥    | 24     | 25    |
      | seven-tabletop | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ | 7♥    | 25     | 26    |

  @LOCKED-VARIANTS @POINTS
  Scenario Outline: The jack of diamonds is worth nothing at any table
    Given the game is played under the <variant> rules
    And seat 1 took J♦, Q♠ and 3♥
    And seat 2 took every other card
    When the hand is scored
    Then seat 1 took 14 points

    Examples:
      | variant        |
      | three-2d       |
      | three-kitty    |
      | five-2d2c      |
      | six-twos       |
      | seven-tabletop |

  @MOON @HAND-END @TRICK-WIN @variant:six-twos
  Scenario: At six a moon played out, trick by trick, gives each other seat 25
    The hand of issue 36: with the 2♥ out of the deck seat 5 takes the twelve hearts left
    and the Q♠ in the eight tricks of the hand.
    Given it is hand 12 of the game
    And the deal is 1:J6.J3.3.J97 2:984.QT876.-.- 3:-.-.AQJ986.43 4:75.4.75.T65 5:AKQ.AK.K.AK 6:T3.95.T4.Q8
    Then seat 6 leads the first trick
    When the trick 3♣ J♣ 9♣ 6♠ 5♣ A♣ is played
    And the trick A♦ 5♦ 3♦ 6♦ 4♥ 4♦ is played
    And the trick A♥ 8♥ 7♥ 4♣ 3♥ 5♥ is played
    And the trick K♣ 10♣ 6♣ 8♣ 8♠ 7♣ is played
    And the trick K♦ 9♦ J♦ 7♦ Q♠ 5♠ is played
    And the trick K♥ Q♥ 9♥ 8♦ 9♠ 6♥ is played
    And the trick K♠ 4♠ 3♠ 10♦ J♠ 7♠ is played
    And the trick Q♣ 10♠ J♥ Q♦ A♠ 10♥ is played
    Then the hand ends after 8 tricks
    And seat 5 took 25 points
    And seat 5 shoots the moon
    And the hand scores are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 |
      | 25     | 25     | 25     | 25     | 0      | 25     |

  @HAND-END @POINTS
  Scenario Outline: A hand has as many tricks as each player holds cards, and carries every point in play
    At three with the kitty, its card goes to the winner of the first trick, with its points.
    Given the game is played under the <variant> rules
    And a new game is dealt with seed 3
    When every player passes their lowest cards
    And the hand is played out, each player playing their lowest legal card
    Then the hand ends after <tricks> tricks
    And the points of the hand add up to <points>
    And the game goes on with another hand

    Examples:
      | variant        | tricks | points |
      | three-2d       | 17     | 26     |
      | three-kitty    | 17     | 26     |
      | five-2d2c      | 10     | 26     |
      | six-twos       | 8      | 25     |
      | seven-tabletop | 7      | 26     |

  @GAME-END @ACCUMULATE @variant:three-2d
  Scenario: At three, reaching 100 ends the game and the lowest total wins
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 |
      | 90     | 50     | 60     |
    And seat 1 took Q♠
    And seat 2 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 |
      | 103    | 63     | 60     |
    And the game is over and seat 3 wins

  @GAME-END @ACCUMULATE @variant:five-2d2c
  Scenario: At five, reaching 100 ends the game and the lowest total wins
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 95     | 40     | 50     | 60     | 70     |
    And seat 1 took Q♠
    And seat 2 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 108    | 53     | 50     | 60     | 70     |
    And the game is over and seat 3 wins

  @GAME-END @ACCUMULATE @variant:six-twos
  Scenario: At six, with 25 points a hand, reaching 100 ends the game all the same
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 |
      | 96     | 50     | 40     | 60     | 70     | 80     |
    And seat 1 took Q♠
    And seat 2 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 |
      | 109    | 62     | 40     | 60     | 70     | 80     |
    And the game is over and seat 3 wins

  @GAME-END @ACCUMULATE @variant:seven-tabletop
  Scenario: At seven, reaching 100 ends the game and the lowest total wins
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 | seat 7 |
      | 60     | 70     | 45     | 50     | 91     | 80     | 55     |
    And seat 5 took Q♠
    And seat 7 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 | seat 7 |
      | 60     | 70     | 45     | 50     | 104    | 80     | 68     |
    And the game is over and seat 3 wins

  @TIE @variant:three-2d
  Scenario: At three two seats sharing the lowest total past 100 play another hand
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 |
      | 95     | 47     | 60     |
    And seat 1 took Q♠
    And seat 2 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 |
      | 108    | 60     | 60     |
    And the game goes on with another hand

  @TIE @variant:five-2d2c
  Scenario: At five a tie of three seats means another hand too
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 99     | 70     | 70     | 70     | 80     |
    And seat 1 took 2♥
    And seat 5 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 |
      | 100    | 70     | 70     | 70     | 105    |
    And the game goes on with another hand

  @TIE @GAME-END @variant:six-twos
  Scenario: At six the extra hand settles the tie
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 |
      | 104    | 80     | 75     | 75     | 90     | 95     |
    And seat 3 took 3♥
    And seat 1 took every other card
    When the hand is scored
    Then the game is over and seat 4 wins

  @TIE @variant:seven-tabletop
  Scenario: At seven two seats sharing the lowest total past 100 play another hand
    Given the totals before this hand are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 | seat 7 |
      | 98     | 60     | 60     | 70     | 75     | 52     | 85     |
    And seat 1 took 3♥ and 4♥
    And seat 6 took every other card
    When the hand is scored
    Then the totals are:
      | seat 1 | seat 2 | seat 3 | seat 4 | seat 5 | seat 6 | seat 7 |
      | 100    | 60     | 60     | 70     | 75     | 76     | 85     |
    And the game goes on with another hand

  @DEAL @POINTS @HEARTS-BREAK @HEARTS-LEAD @variant:three-kitty
  Scenario: At three a heart in the kitty counts for the winner of the first trick, but breaks nothing
    The kitty is taken, not thrown on a trick: hearts stay unbroken.
    Given it is a hand without passing
    And the kitty holds 5♥
    And seat 1 holds 2♣
    And seat 2 holds 9♣
    And seat 3 holds K♣, 7♦ and 3♥
    Then the kitty is worth 1 point
    When the trick 2♣ 9♣ K♣ is played
    Then seat 3 takes the kitty
    And seat 3 has taken 1 point so far
    And hearts are not broken
    And seat 3 may not lead 3♥ because of HEARTS-LEAD

  @DEAL @POINTS @FIRST-TRICK-POINTS @knob-by-knob
  Scenario: At five with the whole deck, the Q♠ and a heart in the kitty go to the first trick's winner
    Nobody may throw points on the first trick, yet its winner takes the two cards left over
    with their 14 points.
    Given 5 players sit at the table
    And the cards left over lie face down for the winner of the first trick
    And it is a hand without passing
    And the kitty holds Q♠ and 5♥
    And seat 1 holds 2♣
    And seat 2 holds 10♣
    And seat 3 holds A♣
    And seat 4 holds 4♦ and K♥
    And seat 4 has no clubs
    And seat 5 holds 3♣
    Then the kitty is worth 14 points
    When the trick 2♣ 10♣ A♣ is played
    Then seat 4 may not play K♥ because of FIRST-TRICK-POINTS
    When seat 4 plays 4♦
    And seat 5 plays 3♣
    Then seat 3 wins the trick
    And seat 3 takes the kitty
    And seat 3 has taken 14 points so far

  @DEAL @POINTS @TRICK-WIN @knob-by-knob
  Scenario: At six with the whole deck, the last seat takes the first trick and the four cards left over
    Given 6 players sit at the table
    And the cards left over lie face down for the winner of the first trick
    And it is a hand without passing
    And the kitty holds Q♠, 2♦, 3♦ and 4♦
    And seat 1 holds 2♣
    And seat 2 holds 3♣
    And seat 3 holds 4♣
    And seat 4 holds 5♣
    And seat 5 holds 6♣
    And seat 6 holds A♣
    Then the kitty is still face down
    And the kitty is worth 13 points
    When the trick 2♣ 3♣ 4♣ 5♣ 6♣ A♣ is played
    Then seat 6 wins the trick
    And seat 6 takes the kitty
    And seat 6 has taken 13 points so far
    And seat 6 leads the next trick
