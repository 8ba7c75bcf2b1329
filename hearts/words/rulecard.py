"""The rule card's catalog (``rulecard.po``): the sentences of ``hearts variant card``, from its
template and :mod:`hearts.varianttools.card`, and the variant files' own titles and descriptions
(:func:`hearts.varianttools.card.extract_messages` lists them all, for the template
``locale/rulecard.pot``).
"""

from __future__ import annotations

import gettext

from hearts.words import N_, NP_
from hearts.words.catalogs import translations

__all__ = ["CARD", "CARD_PLURALS", "DOMAIN", "catalog"]

DOMAIN = "rulecard"

# The rule card's sentences, by key: its template (``hearts/varianttools/templates/rulecard.md.j2``)
# names each one, ``{{ _(words.objective) }}``, ``ngettext(plurals.KEY[0], plurals.KEY[1], n)``.
CARD: dict[str, str] = {
    "hearts": N_("Hearts"),
    "no_trump_the_penalty_cards_are": N_("No trump · the penalty cards are %(cards)s · variant %(name)s"),
    "no_trump_hearts_and_the_q": N_("No trump · hearts and the Q♠ are penalty cards · variant %(name)s"),
    "the_title_and_description_are_shown": N_(
        "The title and description are shown as the variant file writes them: it gives no "
        "translation into this language.",
    ),
    "the_rules_for_the_table_generated": N_("The rules for the table, generated from the variant file."),
    "mark_marks_a_rule_that_differs": N_("%(mark)s marks a rule that differs from the rule card 1.0.0."),
    "this_card_is_generated_from_the": N_(
        "This card is generated from the variant file. After each rule come its clause ID and "
        "the tests that check it: Gherkin features and corpus scenarios.",
    ),
    "objective": N_("Objective"),
    "finish_with_as_few_points_as": N_(
        "Finish with as few points as possible by avoiding the penalty cards: %(cards)s."
    ),
    "finish_with_as_few_points_as_2": N_(
        "Finish with as few points as possible by avoiding the hearts and the Q♠."
    ),
    "setup": N_("Setup"),
    "four_players_13_cards_each": N_("Four players, 13 cards each."),
    "players_players_cards_cards_each": N_("%(players)s players, %(cards)s cards each."),
    "before_the_deal_these_cards_are": N_(
        "Before the deal these cards are taken out of the deck: %(cards)s. Nobody plays them and "
        "they score nothing.",
    ),
    "there_is_no_passing_every_hand": N_(
        "There is no passing: every hand is played with the cards as dealt."
    ),
    "these_cards_may_never_be_passed": N_("These cards may never be passed: %(cards)s."),
    "the_player_after_the_dealer_leads": N_(
        "The player after the dealer leads the first trick, with any card; the deal moves one "
        "seat on after each hand.",
    ),
    "the_player_holding_the_lowest_club": N_(
        "The player holding the lowest club in play, the %(card)s, leads the first trick, and must lead it.",
    ),
    "the_player_holding_the_lowest_club_2": N_(
        "The player holding the lowest club in play, the %(card)s, leads the first trick with any club.",
    ),
    "the_player_holding_the_2_club": N_(
        "The player holding the 2♣ leads the first trick, and must lead the 2♣ itself."
    ),
    "the_player_holding_the_2_club_2": N_("The player holding the 2♣ leads the first trick with any club."),
    "if_that_club_lies_face_down": N_(
        "If that club lies face down with the cards left over, the player who holds the lowest "
        "club once the cards are passed leads instead.",
    ),
    "play": N_("Play"),
    "follow_the_suit_led_if_you": N_("Follow the suit led if you can."),
    "if_you_cannot_play_any_card": N_("If you cannot, play any card."),
    "if_you_cannot_play_any_card_2": N_(
        "If you cannot, play any card, within the limits of the first trick (see the legal actions).",
    ),
    "the_highest_card_of_the_suit": N_(
        "The highest card of the suit led takes the trick; whoever takes it leads the next one."
    ),
    "nobody_may_lead_a_heart_before": N_(
        "Nobody may lead a heart before hearts are broken, unless they hold nothing but hearts."
    ),
    "nobody_may_lead_a_heart_before_2": N_(
        "Nobody may lead a heart before hearts are broken, unless they hold nothing but hearts, "
        "or only hearts and the Q♠.",
    ),
    "legal_actions": N_("Legal actions"),
    "on_the_first_trick_nobody_may": N_(
        "On the first trick nobody may play any of %(cards)s, unless they have no other card "
        "they could play; such a player must then play a heart.",
    ),
    "on_the_first_trick_nobody_may_2": N_(
        "On the first trick nobody may play any of %(cards)s, unless they have no other card "
        "they could play; such a player may then play any of them.",
    ),
    "on_the_first_trick_nobody_may_3": N_(
        "On the first trick nobody may play a heart or the Q♠, unless they have no other card "
        "they could play; such a player must then play a heart rather than the Q♠.",
    ),
    "on_the_first_trick_nobody_may_4": N_(
        "On the first trick nobody may play a heart or the Q♠, unless they have no other card "
        "they could play; such a player may then play any of them.",
    ),
    "on_the_first_trick_a_heart": N_(
        "On the first trick a heart or the Q♠ may never be played, not even by a player who "
        "cannot follow suit. This variant gives no way out: a player holding nothing else has no "
        "legal card at all (hearts variant check reports this dead end).",
    ),
    "on_the_first_trick_a_heart_2": N_(
        "On the first trick a heart or the Q♠ may never be played, not even by a player who "
        "cannot follow suit. Interpretation of this variant for a player who holds nothing else: "
        "they play a heart, never the Q♠.",
    ),
    "on_the_first_trick_a_heart_3": N_(
        "On the first trick a heart or the Q♠ may never be played, not even by a player who "
        "cannot follow suit. Interpretation of this variant for a player who holds nothing else: "
        "they may play any of their cards.",
    ),
    "hearts_and_the_q_spade_may": N_(
        "Hearts and the Q♠ may be played on the first trick like any other card."
    ),
    "on_the_first_trick_the_point": N_(
        "On the first trick, the point cards this rule keeps out are: %(cards)s."
    ),
    "the_q_spade_may_not_be": N_(
        "The Q♠ may not be played before hearts are broken, unless it is the only card you may play.",
    ),
    "whoever_holds_the_q_spade_must": N_(
        "Whoever holds the Q♠ must play it at the first chance the other rules allow: as soon as "
        "they cannot follow suit, or on a spade trick that the K♠ or the A♠ is already on.",
    ),
    "in_every_suit_the_cards_rank": N_(
        "In every suit the cards rank from 2 (lowest) to ace (highest); no suit is trump."
    ),
    "you_must_follow_suit_whenever_you": N_("You must follow suit whenever you hold a card of the suit led."),
    "scoring": N_("Scoring"),
    "the_cards_that_score_with_the": N_(
        "The cards that score, with the points of each: %(table)s; %(total)s points in every hand."
    ),
    "each_heart_counts_heart_and_the": N_(
        "Each heart counts %(heart)s and the Q♠ counts %(queen)s: %(total)s points in every hand."
    ),
    "each_heart_counts_heart_the_q": N_(
        "Each heart counts %(heart)s, the Q♠ counts %(queen)s and the J♦ counts %(jd)s for "
        "whoever takes it: %(total)s points in every hand.",
    ),
    "shooting_the_moon_a_player_who": N_(
        "Shooting the moon: a player who takes every one of these cards in play, %(cards)s "
        "(%(total)s points), scores 0 for them and each of the others scores %(moon)s.",
    ),
    "shooting_the_moon_a_player_who_2": N_(
        "Shooting the moon: a player who takes every heart and the Q♠ scores 0 for them and each "
        "of the other three scores %(moon)s more.",
    ),
    "shooting_the_moon_a_player_who_3": N_(
        "Shooting the moon: a player who takes every heart and the Q♠ scores nothing for them "
        "and takes %(moon)s off their own score; the others score nothing for them.",
    ),
    "shooting_the_moon_a_player_who_4": N_(
        "Shooting the moon: a player who takes every one of these cards, %(cards)s, scores 0 and "
        "each of the other three scores %(moon)s.",
    ),
    "shooting_the_moon_a_player_who_5": N_(
        "Shooting the moon: a player who takes every heart and the Q♠ scores 0 and each of the "
        "other three scores %(moon)s.",
    ),
    "shooting_the_moon_a_player_who_6": N_(
        "Shooting the moon: a player who takes every one of these cards, %(cards)s, takes "
        "%(moon)s off their own score and the others score nothing.",
    ),
    "shooting_the_moon_a_player_who_7": N_(
        "Shooting the moon: a player who takes every heart and the Q♠ takes %(moon)s off their "
        "own score and the others score nothing.",
    ),
    "shooting_the_moon_a_player_who_8": N_(
        "Shooting the moon: a player who takes every one of these cards, %(cards)s, either gives "
        "%(moon)s to each of the other three or takes %(moon)s off their own score. "
        "Interpretation: they give the points, unless that would take a total to %(target)s or "
        "more while they do not hold the lowest total alone; then they take the points off their "
        "own score.",
    ),
    "shooting_the_moon_a_player_who_9": N_(
        "Shooting the moon: a player who takes every heart and the Q♠ either gives %(moon)s to "
        "each of the other three or takes %(moon)s off their own score. Interpretation: they "
        "give the points, unless that would take a total to %(target)s or more while they do not "
        "hold the lowest total alone; then they take the points off their own score.",
    ),
    "there_is_no_shooting_the_moon": N_(
        "There is no shooting the moon: a player who takes every penalty card simply scores them."
    ),
    "shooting_the_sun_a_player_who": N_(
        "Shooting the sun: a player who takes every trick scores as for the moon, with %(sun)s "
        "points instead of %(moon)s.",
    ),
    "the_card_is_not_needed_to": N_(
        "The %(card)s is not needed to shoot the moon and still counts for whoever took it: a "
        "shooter who also took it scores %(shooter)s, an opponent who took it %(other)s.",
    ),
    "these_cards_are_not_needed_to": N_(
        "These cards are not needed to shoot the moon and still count for whoever took them: %(cards)s.",
    ),
    "a_player_who_takes_no_trick": N_(
        "A player who takes no trick in a hand scores %(points)s points, except in a hand where "
        "someone shoots the moon.",
    ),
    "scores_add_up_from_hand_to": N_("Scores add up from hand to hand; the lowest total is the best."),
    "a_total_never_stays_below_0": N_(
        "A total never stays below 0: after each hand, a total below 0 becomes 0."
    ),
    "a_total_of_exactly_target_after": N_("A total of exactly %(target)s after a hand drops to %(half)s."),
    "end_of_the_game": N_("End of the game"),
    "a_hand_is_over_after_13": N_("A hand is over after 13 tricks."),
    "a_hand_is_over_after_tricks": N_("A hand is over after %(tricks)s tricks."),
    "the_game_ends_after_the_hand": N_(
        "The game ends after the hand in which a player reaches %(target)s points or more; the "
        "lowest total wins.",
    ),
    "special_cases": N_("Special cases"),
    "if_the_lowest_total_is_shared": N_(
        "If the lowest total is shared when the game would end, another hand is played, as many "
        "times as needed.",
    ),
    "if_the_lowest_total_is_shared_2": N_(
        "If the lowest total is shared when the game ends, those players share the win."
    ),
    "the_j_diamond_bonus_is_switched": N_("The J♦ bonus is switched off."),
    "the_j_diamond_bonus_is_switched_2": N_("The J♦ bonus is switched on."),
    "the_subtractive_moon_is_in_use": N_("The subtractive moon is in use."),
    "the_subtractive_moon_is_available_at": N_("The subtractive moon is available, at the shooter's choice."),
    "the_subtractive_moon_is_switched_off": N_("The subtractive moon is switched off."),
    "bots": N_("Bots"),
    "bots_use_only_their_own_hand": N_(
        "Bots use only their own hand, the cards on view, the history a player may review (every "
        "trick of the hand) and the legal actions the server sends.",
    ),
    "bots_use_only_their_own_hand_2": N_(
        "Bots use only their own hand, the cards on view, the history a player may review (only "
        "the last trick) and the legal actions the server sends.",
    ),
    "easy_avoids_taking_points_on_the": N_("Easy avoids taking points on the trick being played."),
    "normal_passes_its_dangerous_cards_plays": N_(
        "Normal passes its dangerous cards, plays low, gets rid of the Q♠ at the right moment "
        "and watches whether hearts are broken.",
    ),
    "hard_remembers_who_is_void_in": N_(
        "Hard remembers who is void in which suit, spots an attempt to shoot the moon and adapts "
        "its defence.",
    ),
    "generated_by_hearts_variant_card_from": N_(
        "Generated by “hearts variant card” from the variant %(name)s."
    ),
    "knobs_set_differently_from_the_rule": N_("Knobs set differently from the rule card 1.0.0: %(knobs)s."),
    "to_the_left": N_("to the left"),
    "to_the_right": N_("to the right"),
    "across": N_("across"),
    "no_passing": N_("no passing"),
    "two_seats_to_the_left": N_("two seats to the left"),
    "two_seats_to_the_right": N_("two seats to the right"),
    "hearts_are_broken_once_a_heart": N_(
        "Hearts are broken once a heart is discarded on a trick of another suit, or led by a "
        "player who holds nothing but hearts; the Q♠ does not break them.",
    ),
    "hearts_are_broken_once_a_heart_2": N_(
        "Hearts are broken once a heart is discarded on a trick of another suit, or led by a "
        "player who holds nothing but hearts, and also once the Q♠ is played.",
    ),
    "hearts_are_broken_once_a_heart_3": N_(
        "Hearts are broken once a heart is discarded on a trick of another suit; a heart led by "
        "a player who holds nothing but hearts does not break them, nor does the Q♠.",
    ),
    "hearts_are_broken_once_a_heart_4": N_(
        "Hearts are broken once a heart is discarded on a trick of another suit, and also once "
        "the Q♠ is played; a heart led by a player who holds nothing but hearts does not break "
        "them.",
    ),
    "tests": N_("Tests"),
    "scenarios": N_("Scenarios"),
    "none_yet": N_("none yet"),
    "and_count_more": N_("and %(count)s more"),
    "north_and_south_play_as_partners": N_(
        "North and South play as partners against East and West: a team's total is the sum of "
        "its two players' totals. Your partner's cards stay as hidden from you as anyone else's.",
    ),
    "shooting_the_moon_when_two_partners": N_(
        "Shooting the moon: when two partners take every one of these cards between them, "
        "%(cards)s, they score 0 for them and each opponent scores %(moon)s.",
    ),
    "shooting_the_moon_a_player_who_10": N_(
        "Shooting the moon: a player who takes every one of these cards, %(cards)s, scores 0 for "
        "them; their partner scores nothing for them and each opponent scores %(moon)s.",
    ),
    "shooting_the_moon_a_player_who_11": N_(
        "Shooting the moon: a player who takes every one of these cards, %(cards)s, either gives "
        "%(moon)s to each opponent or takes %(moon)s off their own score. Interpretation: they "
        "give the points, unless that would take a team total to %(target)s or more while their "
        "team does not hold the lowest total alone.",
    ),
    "two_partners_who_take_those_cards": N_(
        "Two partners who take those cards between them shoot the moon together; the one who "
        "took more of their points counts as the shooter.",
    ),
    "the_game_ends_after_the_hand_2": N_(
        "The game ends after the hand in which a team's total reaches %(target)s points or more; "
        "the team with the lowest total wins, both partners together.",
    ),
    "if_the_lowest_team_total_is": N_(
        "If the lowest team total is shared when the game would end, another hand is played, as "
        "many times as needed.",
    ),
    "if_the_lowest_team_total_is_2": N_(
        "If the lowest team total is shared when the game ends, both teams share the win."
    ),
}
CARD_PLURALS: dict[str, tuple[str, str]] = {
    "the_num_card_left_over_lies": NP_(
        "The %(num)s card left over lies face down; whoever wins the first trick takes it, with its points.",
        "The %(num)s cards left over lie face down; whoever wins the first trick takes them, "
        "with their points.",
    ),
    "before_each_hand_every_player_passes": NP_(
        "Before each hand, every player passes %(num)s card: %(cycle)s; then the cycle starts again.",
        "Before each hand, every player passes %(num)s cards: %(cycle)s; then the cycle starts again.",
    ),
    "before_each_hand_every_player_passes_2": NP_(
        "Before each hand, every player passes %(num)s card; where it goes is drawn at random "
        "for each hand, each of these as likely as the others: %(cycle)s.",
        "Before each hand, every player passes %(num)s cards; where they go is drawn at random "
        "for each hand, each of these as likely as the others: %(cycle)s.",
    ),
    "the_num_card_left_over_lies_2": NP_(
        "The %(num)s card left over lies face down; whoever first wins a trick with a heart in "
        "it takes it, with its points. If no trick holds a heart, nobody takes it.",
        "The %(num)s cards left over lie face down; whoever first wins a trick with a heart in "
        "it takes them, with their points. If no trick holds a heart, nobody takes them.",
    ),
}


def catalog(lang: str) -> gettext.NullTranslations:
    """The rule card's translations into ``lang`` (what its template's ``_()`` reads)."""
    return translations(lang, DOMAIN)
