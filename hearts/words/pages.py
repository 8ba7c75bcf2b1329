"""The walkthrough pages' own sentences (gettext domain ``walkthrough``), by key: the headings,
labels and lines its templates print (``hearts/walkthrough/templates``).

A template names a sentence by its key, ``{{ _(words.legal_cards) }}``, or a sentence with a
plural ``ngettext(plurals.KEY[0], plurals.KEY[1], n)``; the words live here, so that changing a
sentence in five languages touches ``hearts/words`` only (CONTRIBUTING.md, "Change a sentence in
five languages"). The bots' reasons are :mod:`hearts.words.reasons`.
"""

from __future__ import annotations

from hearts.words import N_, NP_

__all__ = ["PAGE", "PAGE_PLURALS"]

PAGE: dict[str, str] = {
    "legal_cards": N_("Legal cards:"),
    "why_card_level_bot": N_("Why %(card)s? (%(level)s bot)"),
    "candidates": N_("Candidates:"),
    "what_it_knows": N_("What it knows:"),
    "kept_cards": N_("kept: %(cards)s"),
    "details": N_("Details"),
    "out_of_play_deal": N_("Out of play (DEAL):"),
    "kitty_taken_by_seat": N_("Kitty, taken by %(seat)s:"),
    "seat_is_to_act_the_position": N_("%(seat)s is to act: the position stops here."),
    "seat_chooses_a_card_to_pass": N_("%(seat)s chooses a card to pass."),
    "seat_passes_card": N_("%(seat)s passes %(card)s."),
    "seat_leads_card": N_("%(seat)s leads %(card)s."),
    "seat_plays_card": N_("%(seat)s plays %(card)s."),
    "teacher_view_every_hand_is_shown": N_("Teacher view: every hand is shown."),
    "seat_s_view_only_what_this": N_("%(seat)s's view: only what this seat may know."),
    "hand_number_direction": N_("Hand %(number)s · %(direction)s"),
    "scores_before_this_hand": N_("Scores before this hand:"),
    "passing": N_("Passing"),
    "trick_number": N_("Trick %(number)s"),
    "seat_leads": N_("%(seat)s leads"),
    "hearts_are_broken": N_("Hearts are broken."),
    "hearts_are_not_broken_yet": N_("Hearts are not broken yet."),
    "hearts_are_now_broken_hearts_break": N_("Hearts are now broken (HEARTS-BREAK)."),
    "the_exchange": N_("The exchange:"),
    "seat_receives_cards": N_("%(seat)s receives %(cards)s"),
    "points_taken_this_hand": N_("Points taken this hand:"),
    "what_seat_knows_now": N_("What %(seat)s knows now:"),
    "end_of_hand_number_points_accumulate": N_("End of hand %(number)s (POINTS, ACCUMULATE)"),
    "points_taken": N_("points taken"),
    "scored": N_("scored"),
    "total": N_("total"),
    "seat_took_every_point_and_shot": N_("%(seat)s took every point and shot the moon (MOON)."),
    "the_player_to_act_has_no": N_(
        "The player to act has no legal card: the variant leaves a dead end (WEB-FIRST-TRICK-STRICT).",
    ),
    "card": N_("card"),
    "the_bots_play_on": N_("the bots play on"),
    "every_hand_shown": N_("every hand shown"),
    "what_if": N_("What if?"),
    "at_a_step_another_card_from": N_(
        "At a step, another card; from there the same bots play the hand on, in the state they "
        "were in at that step.",
    ),
    "key_w_the_branch_at_the": N_("Key W: the branch at the current step (or this list)."),
    "show_what_each_card_costs": N_("Show what each card costs"),
    "a_branch_of_the_branch_at": N_("A branch of the branch at step %(step)s."),
    "the_line_it_branches_from": N_("The line it branches from"),
    "the_branch": N_("The branch"),
    "the_tricks_are_the_same_in": N_("The tricks are the same in both lines."),
    "change_in_the_total": N_("change in the total"),
    "shoots_the_moon": N_("shoots the moon"),
    "the_game": N_("the game"),
    "variant_variant": N_("Variant: %(variant)s"),
    "scenario_id": N_("scenario %(id)s"),
    "a_deal_of_your_own": N_("a deal of your own"),
    "seed_seed": N_("seed %(seed)s"),
    "players": N_("Players:"),
    "start_the_cards_as_dealt": N_("Start: the cards as dealt"),
    "not_allowed_cards": N_("Not allowed: %(cards)s"),
    "type_r_to_show_the_reasons": N_("(type r to show the reasons)"),
    "hearts_walkthrough": N_("Hearts walkthrough"),
    "rule_clauses": N_("Rule clauses:"),
    "step_through_the_hand": N_("Step through the hand"),
    "previous_trick": N_("Previous trick"),
    "previous_card": N_("Previous card"),
    "next_card": N_("Next card"),
    "next_trick": N_("Next trick"),
    "whose_view": N_("Whose view"),
    "teacher_view_all_hands": N_("Teacher view (all hands)"),
    "seat_s_view": N_("%(seat)s's view"),
    "keys_card_trick_home_end_d": N_("Keys: ← → card, ↑ ↓ trick, Home / End, D details."),
    "step_n_of_total": N_("Step %(n)s of %(total)s"),
}
PAGE_PLURALS: dict[str, tuple[str, str]] = {
    "kitty_num_card_face_down_for": NP_(
        "Kitty, %(num)d card face down, for the first trick's winner:",
        "Kitty, %(num)d cards face down, for the first trick's winner:",
    ),
    "seat_wins_the_trick_and_num": NP_(
        "%(seat)s wins the trick and %(num)d point (TRICK-WIN).",
        "%(seat)s wins the trick and %(num)d points (TRICK-WIN).",
    ),
}
