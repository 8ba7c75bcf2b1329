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
    "chosen_for_this_lesson_theme_clauses": N_("Chosen for this lesson: %(theme)s (%(clauses)s)."),
    "out_of_play_deal_cards": N_("Out of play (DEAL): %(cards)s."),
    "your_turn_which_count_cards_would": N_(
        "Your turn: which %(count)s cards would %(seat)s pass? Choose them in the hand."
    ),
    "your_turn_which_count_cards_would_2": N_(
        "Your turn: which %(count)s cards would %(seat)s pass? Type them on one line."
    ),
    "your_turn_which_card_would_seat": N_("Your turn: which card would %(seat)s pass? Click it in the hand."),
    "your_turn_which_card_would_seat_2": N_(
        "Your turn: which card would %(seat)s play? Click it in the hand."
    ),
    "card_is_not_in_this_hand": N_("%(card)s is not in this hand."),
    "card_is_not_allowed_now_clause": N_("%(card)s is not allowed now (%(clause)s): %(reason)s."),
    "the_hard_bot_weighed_none_of": N_(
        "The Hard bot weighed none of these decisions over imagined deals: there is no estimate "
        "of the points your choices would have cost.",
    ),
    "well_played_the_bot_passes_cards": N_("Well played: the bot passes %(cards)s too."),
    "you_pass_mine_the_bot_passes": N_(
        "You pass %(mine)s; the bot passes %(bot)s. In both passes: %(both)s."
    ),
    "practice_at_each_decision_of_seat": N_(
        "Practice: at each decision of %(seat)s, choose the card yourself before you see the bot's."
    ),
    "practice_at_each_decision_choose_the": N_(
        "Practice: at each decision, choose the card yourself before you see the bot's."
    ),
    "choose_a_card_first_click_it": N_("Choose a card first: click it in the highlighted hand."),
    "choose_a_card_first_type_it": N_("Choose a card first: type it, for example %(examples)s."),
    "card_is_not_in_this_hand_2": N_("%(card)s is not in this hand any more."),
    "well_played_the_bot_chose_card": N_("Well played: the bot chose %(card)s too."),
    "you_chose_mine_the_bot_chose": N_("You chose %(mine)s; the bot chose %(bot)s."),
    "your_summary": N_("Your summary"),
    "decisions_where_you_chose_the_bot": N_(
        "Decisions where you chose the bot's card: %(matched)s of %(total)s."
    ),
    "worth_a_second_look": N_("Worth a second look:"),
    "where_you_chose_mine_the_bot": N_("%(where)s: you chose %(mine)s, the bot %(bot)s"),
    "step_step_what_if_seat_had": N_(
        "Step %(step)s: what if %(seat)s had played %(card)s instead of %(instead)s?"
    ),
    "step_step_what_if_seat_had_2": N_(
        "Step %(step)s: what if %(seat)s had passed %(card)s instead of %(instead)s?"
    ),
    "step_step_what_if_seat_had_3": N_(
        "Step %(step)s: what if %(seat)s had passed these cards instead: %(cards)s (not %(instead)s)?",
    ),
    "points_total_total": N_("%(points)s (total %(total)s)"),
    "what_each_card_costs_at_step": N_("What each card costs at step %(step)s (%(seat)s)"),
    "points_added_to_the_seat_s": N_(
        "Points added to the seat's total at the end of the hand, for each card it may choose. "
        "The bots play on: after the card, the same bots play the hand out. Every hand shown "
        "(from the last %(tricks)s tricks): each player sees every card and, at each turn, plays "
        "the card after which it takes the fewest points, supposing the later players choose the "
        "same way; between equal cards, the lowest. Estimate (earlier in the hand): the cards "
        "this seat has not seen are dealt again at random, as far as it knows them, and each "
        "deal is played out quickly; the average.",
    ),
    "the_game_goes_on": N_("the game goes on"),
    "a_player_takes_every_point_and": N_("a player takes every point and shoots the moon"),
    "a_player_holds_every_point_taken": N_(
        "a player holds every point taken so far, at least 18, and is stopped before the moon"
    ),
    "the_q_spade_is_thrown_on": N_("the Q♠ is thrown on a trick of another suit"),
    "on_the_first_trick_a_player": N_(
        "on the first trick a player has only point cards and must give points"
    ),
    "a_player_holding_only_hearts_leads": N_(
        "a player holding only hearts leads one before hearts are broken"
    ),
    "a_player_void_in_the_suit": N_("a player void in the suit led plays another suit"),
    "a_score_reaches_the_target_but": N_(
        "a score reaches the target but the lowest score is shared, so the game goes on"
    ),
    "hand_number": N_("hand %(number)s"),
    "questions_and_notes": N_("Questions and notes"),
    "ask_the_room": N_("Ask the room"),
    "teacher_s_note": N_("Teacher's note"),
    "step_step": N_("step %(step)s"),
    "the_whole_hand": N_("the whole hand"),
    "this_link_carries_no_lesson_that": N_("This link carries no lesson that can be read."),
    "team_totals_teams_teams": N_("Team totals (TEAMS): %(teams)s."),
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
    "seat_takes_the_kitty_too_cards": NP_(
        "%(seat)s takes the kitty too: %(cards)s, %(points)s point (DEAL).",
        "%(seat)s takes the kitty too: %(cards)s, %(points)s points (DEAL).",
    ),
    "kitty_count_card_face_down_for": NP_(
        "Kitty: %(count)s card face down, for the first trick's winner; everyone sees it then (DEAL).",
        "Kitty: %(count)s cards face down, for the first trick's winner; everyone sees them then (DEAL).",
    ),
    "the_hard_bot_s_estimate_over": NP_(
        "The Hard bot's estimate over %(worlds)s imagined deal of the unseen cards, in points "
        "this seat would end the hand with on average: %(mine)s %(mine_cost)s, %(bot)s "
        "%(bot_cost)s.",
        "The Hard bot's estimate over %(worlds)s imagined deals of the unseen cards, in points "
        "this seat would end the hand with on average: %(mine)s %(mine_cost)s, %(bot)s "
        "%(bot_cost)s.",
    ),
    "points_your_choices_would_have_cost": NP_(
        "Points your choices would have cost compared with the bot's, by the Hard bot's "
        "estimate: %(points)s (over the %(weighed)s decision it weighed).",
        "Points your choices would have cost compared with the bot's, by the Hard bot's "
        "estimate: %(points)s (over the %(weighed)s decisions it weighed).",
    ),
    "estimate_over_worlds_deal": NP_("estimate over %(worlds)s deal", "estimate over %(worlds)s deals"),
    "game_over_after_hands_hand_game": NP_(
        "Game over after %(hands)s hand (GAME-END): %(seats)s share the win with the lowest score.",
        "Game over after %(hands)s hands (GAME-END): %(seats)s share the win with the lowest score.",
    ),
    "game_over_after_hands_hand_game_2": NP_(
        "Game over after %(hands)s hand (GAME-END): %(seats)s wins with the lowest score.",
        "Game over after %(hands)s hands (GAME-END): %(seats)s wins with the lowest score.",
    ),
    "kitty_count_card_face_down_for_2": NP_(
        "Kitty: %(count)s card face down, for whoever first wins a trick with a heart in it; "
        "everyone sees it then (KITTY-FIRST-HEART).",
        "Kitty: %(count)s cards face down, for whoever first wins a trick with a heart in it; "
        "everyone sees them then (KITTY-FIRST-HEART).",
    ),
}
