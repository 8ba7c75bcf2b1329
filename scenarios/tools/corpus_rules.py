"""Hand-written rule scenarios. Every expected answer here was worked out from the rules."""

from __future__ import annotations

from typing import Any

from naive import Naive
from specs import ALL, PLAYABLE, S, fill, hold, ill, knobs_of, parse_deal, translated, tricks

Spec = tuple[str, str, dict[str, Any]]

GENERATED = (
    "Written by scenarios/tools/build_corpus.py from the hand-written specs in\n"
    "scenarios/tools/corpus_rules.py: edit those and run the script. The expected\n"
    "answers were worked out from the rules by hand and are checked against the\n"
    "script's own rules model (naive.py) when the file is built."
)

NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
STRICT_WEB = ("web", "web-strict")

# F1: a whole hand without passing, worked through trick by trick.
#   N: ♣T72 ♦AK ♠54 ♥987654     E: ♣AKQ ♦QJT9 ♠AKQ ♥AK3
#   S: ♣J986543 ♦87 ♠JT ♥QJ    W: ♦65432 ♠987632 ♥T2
F1 = "N:T72.AK.54.987654 E:AKQ.QJT9.AKQ.AK3 S:J986543.87.JT.QJ W:-.65432.987632.T2"
F1_TRICKS = [
    "2C KC 3C 2D",  # 1: N leads; E wins with the K♣ (W, void, may not discard a heart yet)
    "QC JC TH TC",  # 2: E leads; W discards the 10♥: hearts are broken; E wins
    "AC 9C 2H 7C",  # 3: E wins again and takes the 2♥
    "9D 7D 3D AD",  # 4: N wins with the A♦
    "4H 3H JH 2S",  # 5: N leads a heart (broken); S wins with the J♥ (3 points)
    "8C 3S 5H QS",  # 6: S leads; E, void in clubs, discards the Q♠: S takes 14
    "6C 6S 6H KH",  # 7: S +2
    "5C 7S 7H AH",  # 8: S +2
    "4C 8S 8H TD",  # 9: S +1
    "QH 4D 9H JD",  # 10: S +2 (and the J♦)
    "8D 5D KD QD",  # 11: N wins with the K♦
    "4S KS TS 9S",  # 12: E wins with the K♠
    "AS JS 6D 5S",  # 13: E wins with the A♠
]
F1_WINNERS = "EEENSSSSSSNEE"


def f1(upto: int, extra: str = "") -> dict[str, Any]:
    plays = F1_TRICKS[:upto] + ([extra] if extra else [])
    return hold(F1, plays if plays else "")


def auto_passes(deal: str, fixed: dict[str, str]) -> dict[str, str]:
    """Passes: the given ones, and for other seats their three highest cards (never the 2♣)."""
    hands = parse_deal(deal)
    out = {}
    for i, seat in enumerate("NESW"):
        if seat in fixed:
            out[seat] = fixed[seat]
        else:
            ranked = sorted(
                (c for c in hands[i] if c != "2C"),
                key=lambda c: ("CDSH".index(c[1]), "23456789TJQKA".index(c[0])),
            )
            out[seat] = " ".join(ranked[-3:])
    return out


def file(theme: str, description: str, scenarios: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"format": "hearts-scenarios/1", "theme": theme, "description": description}
    body.update(extra)
    body["scenarios"] = scenarios
    return body


# ----------------------------------------------------------------- first lead


def first_lead() -> Spec:
    out = []
    for seat in "NESW":
        deal = fill(**{seat: "A952.K.?.?"})
        out.append(
            S(
                f"first-lead/{NAMES[seat].lower()}-holds-2c",
                f"{NAMES[seat]} holds the 2♣ and leads it to the first trick",
                ["FIRST-LEAD", "WEB-LEAD-2C"],
                hold(deal),
                {
                    "phase": "play",
                    "to_act": seat,
                    "legal": "2C",
                    "illegal": [ill("5C", "FIRST-LEAD"), ill("KD", "FIRST-LEAD")],
                },
                variants=[*ALL, "card-any-club"],
                by_variant={"card-any-club": {"legal": "2C 5C 9C AC", "illegal": [ill("KD", "FIRST-LEAD")]}},
                questions=[1],
            )
        )
    out.append(
        S(
            "first-lead/only-club-is-the-2c",
            "The 2♣ is the leader's only club: it is the only card it may lead",
            ["FIRST-LEAD"],
            hold(fill(N="2.?.?.?")),
            {"to_act": "N", "legal": "2C"},
            variants=[*ALL, "card-any-club"],
        )
    )
    out.append(
        S(
            "first-lead/all-clubs",
            "A leader holding all thirteen clubs still leads the 2♣ (any club under the any-club reading)",
            ["FIRST-LEAD"],
            hold(fill(N="AKQJT98765432.-.-.-")),
            {"to_act": "N", "legal": "2C", "illegal": [ill("AC", "FIRST-LEAD")]},
            variants=[*ALL, "card-any-club"],
            by_variant={"card-any-club": {"legal": "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", "illegal": []}},
            questions=[1],
        )
    )
    out.append(
        S(
            "first-lead/no-heart-lead",
            "The first trick cannot be led with a heart",
            ["FIRST-LEAD"],
            hold(fill(N="2+.?.?.AKQ")),
            {"to_act": "N", "illegal": [ill("AH", "FIRST-LEAD"), ill("QH", "FIRST-LEAD")]},
            variants=[*ALL, "card-any-club"],
        )
    )
    out.append(
        S(
            "first-lead/card-not-in-hand",
            "A card the leader does not hold is refused",
            ["DEAL"],
            hold(fill(N="2+.?.?.?", E="?.?.A+.?")),
            {"to_act": "N", "illegal": [ill("AS", "DEAL")]},
        )
    )
    for hand, receiver in ((1, "E"), (2, "W"), (3, "S")):
        deal = fill(N="2+.?.?.?")
        passes = auto_passes(deal, {"N": "2C 3C 4C"})
        out.append(
            S(
                f"first-lead/2c-passed-hand-{hand}",
                f"The 2♣ passed in hand {hand}: its new holder, {NAMES[receiver]}, leads",
                ["FIRST-LEAD", "PASS-CYCLE"],
                {"hand": hand, "deal": deal, "passes": passes},
                {"phase": "play", "to_act": receiver, "legal": "2C"},
                variants=[*PLAYABLE, "web-strict"],
            )
        )
    out.append(
        S(
            "first-lead/web-two-of-clubs-itself",
            "Web rules: the first lead is the 2♣ itself, not another club",
            ["WEB-LEAD-2C", "FIRST-LEAD"],
            hold(fill(N="9 5 2.?.?.?")),
            {"legal": "2C", "illegal": [ill("5C", "FIRST-LEAD"), ill("9C", "FIRST-LEAD")]},
            variants=list(STRICT_WEB),
            questions=[1],
        )
    )
    out.append(
        S(
            "first-lead/any-club-then-follow",
            "Any-club reading: the leader opens with the 9♣ and the next seat must follow in clubs",
            ["FIRST-LEAD", "FOLLOW"],
            hold(fill(N="A952.?.?.?", E="KQ.?.?.?"), "9C"),
            {"to_act": "E", "legal": "QC KC"},
            variants=["card-any-club"],
            questions=[1],
        )
    )
    out.append(
        S(
            "first-lead/no-passing-variant",
            "Without passing the dealt holder of the 2♣ leads hand 1",
            ["FIRST-LEAD", "PASS-COUNT"],
            {"hand": 1, "deal": fill(S="2+.?.?.?")},
            {"phase": "play", "to_act": "S", "legal": "2C"},
            variants=["card-no-passing"],
        )
    )
    variants = {
        "card-any-club": {
            "base": "card-1.0.0",
            "title": "The card, any club may open the first trick",
            "first_lead": "any-club",
        },
        "card-no-passing": {"base": "card-1.0.0", "title": "The card without passing", "pass_count": 0},
    }
    return (
        "first-lead.yaml",
        GENERATED,
        file(
            "first-lead",
            "Who leads the first trick and with what (FIRST-LEAD, WEB-LEAD-2C; open question 1).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- following


def follow() -> Spec:
    fts = {"illegal": [ill("TH", "WEB-FIRST-TRICK-STRICT"), ill("2H", "WEB-FIRST-TRICK-STRICT")]}
    out = [
        S(
            "follow/must-follow-clubs",
            translated(
                "East holds clubs and must follow the 2♣ with one",
                "Este tiene tréboles y debe servir al 2♣ con uno de ellos",
                "Est ha dei fiori e deve rispondere al 2♣ con uno di essi",
                "Keletnek van treffje, ezért a 2♣-ra treffet kell tennie",
                "Est a des trèfles et doit fournir sur le 2♣",
            ),
            ["FOLLOW"],
            f1(0, "2C"),
            {
                "to_act": "E",
                "legal": "QC KC AC",
                "illegal": [ill("9D", "FOLLOW"), ill("QS", "FOLLOW"), ill("AH", "FOLLOW")],
            },
        ),
        S(
            "follow/any-card-of-the-suit",
            "Following may be done with any card of the suit led, high or low",
            ["FOLLOW"],
            f1(0, "2C KC"),
            {"to_act": "S", "legal": "3C 4C 5C 6C 8C 9C JC", "illegal": [ill("7D", "FOLLOW")]},
        ),
        S(
            "follow/void-on-first-trick",
            translated(
                "West has no club on the first trick: any card but a heart or the Q♠",
                "Oeste no tiene tréboles en la primera baza: cualquier carta salvo corazones o la Q♠",
                "Ovest non ha fiori alla prima presa: qualsiasi carta tranne cuori o la Q♠",
                "Nyugatnak nincs treffje az első ütésben: bármit tehet, csak kőrt és pikk dámát nem",
                "Ouest n'a pas de trèfle au premier pli : toute carte sauf un cœur ou la D♠",
            ),
            ["DISCARD", "FIRST-TRICK-POINTS"],
            f1(0, "2C KC 3C"),
            {
                "to_act": "W",
                "legal": "2D 3D 4D 5D 6D 2S 3S 6S 7S 8S 9S",
                "illegal": [ill("TH", "FIRST-TRICK-POINTS"), ill("2H", "FIRST-TRICK-POINTS")],
            },
            by_variant={"web": fts, "web-strict": fts},
        ),
        S(
            "follow/void-later-any-card",
            "After the first trick a player void in the suit led may play any card, hearts included",
            ["DISCARD"],
            f1(1, "QC JC"),
            {"to_act": "W", "legal": "3D 4D 5D 6D 2S 3S 6S 7S 8S 9S 2H TH"},
        ),
        S(
            "follow/diamonds-high-or-low",
            "North may follow diamonds with the king or the ace",
            ["FOLLOW"],
            f1(3, "9D 7D 3D"),
            {"to_act": "N", "legal": "KD AD", "illegal": [ill("4S", "FOLLOW"), ill("4H", "FOLLOW")]},
        ),
        S(
            "follow/follow-a-heart-lead",
            "A heart is led: East must answer with a heart",
            ["FOLLOW"],
            f1(4, "4H"),
            {"to_act": "E", "legal": "3H KH AH", "illegal": [ill("QD", "FOLLOW"), ill("QS", "FOLLOW")]},
        ),
        S(
            "follow/two-hearts-to-choose",
            "South follows the heart lead with either of its hearts",
            ["FOLLOW"],
            f1(4, "4H 3H"),
            {"to_act": "S", "legal": "JH QH"},
        ),
        S(
            "follow/void-in-hearts",
            "West has no heart left and may play anything on a heart lead",
            ["DISCARD"],
            f1(4, "4H 3H JH"),
            {"to_act": "W", "legal": "4D 5D 6D 2S 3S 6S 7S 8S 9S"},
        ),
        S(
            "follow/void-may-discard-queen",
            "East, void in clubs after the first trick, may discard the Q♠",
            ["DISCARD"],
            f1(5, "8C 3S 5H"),
            {"to_act": "E", "legal": "TD JD QD QS KS AS KH AH"},
        ),
        S(
            "follow/last-spade-must-go",
            "West's only spade must follow the spade lead; the diamond is refused",
            ["FOLLOW"],
            f1(11, "4S KS TS"),
            {"to_act": "W", "legal": "9S", "illegal": [ill("6D", "FOLLOW")]},
        ),
        S(
            "follow/two-spades",
            "South holds two spades and must play one of them",
            ["FOLLOW"],
            f1(11, "4S KS"),
            {"to_act": "S", "legal": "TS JS"},
        ),
        S(
            "follow/last-card",
            "With one card left, it is the only legal play",
            ["FOLLOW", "HAND-END"],
            f1(12, "AS JS 6D"),
            {"to_act": "N", "legal": "5S"},
        ),
        S(
            "follow/clubs-led-by-a-queen",
            "The suit led decides, not the rank: South follows the Q♣ with a club",
            ["FOLLOW"],
            f1(1, "QC"),
            {"to_act": "S", "legal": "4C 5C 6C 8C 9C JC"},
        ),
        S(
            "follow/void-discards-after-break",
            "West, void in clubs, discards freely once the first trick is over",
            ["DISCARD"],
            f1(5, "8C"),
            {"to_act": "W", "legal": "4D 5D 6D 3S 6S 7S 8S 9S"},
        ),
        S(
            "follow/must-follow-with-the-queen",
            "A player whose only spade is the Q♠ must play it on a spade lead",
            ["FOLLOW"],
            hold(
                fill(N="2 5 6 7 8.?.K.?", E="3 9 T.?.Q.?", S="4 J Q K.?.A.?", W="A.?.?.?"),
                tricks("2C 3C 4C AC", "2S KS"),
            ),
            {"to_act": "E", "legal": "QS"},
        ),
    ]
    return (
        "follow.yaml",
        GENERATED,
        file("follow", "Following suit and discarding (FOLLOW, DISCARD).", out, defaults={"variants": ALL}),
    )


# ----------------------------------------------------------------- trick winners


def trick_winner() -> Spec:
    out = []
    notes = [
        "the K♣ is the highest club",
        "the Q♣ beats the J♣ and the 10♣; the discarded 10♥ does not count",
        "the A♣ wins; the 2♥ discarded on it is not a trump",
        "the A♦ beats the 9♦",
        "the J♥ beats the 4♥ and the 3♥",
        "the 8♣ wins alone in its suit over the Q♠ and a heart",
        "the 6♣ wins: the K♥ is not of the suit led",
        "the 5♣ wins over the A♥",
        "the 4♣ wins over the 10♦ and the 8♥",
        "the Q♥ beats the 9♥",
        "the K♦ beats the Q♦",
        "the K♠ beats the 10♠ and the 9♠",
        "the A♠ beats the J♠",
    ]
    for k in range(1, 14):
        winner = F1_WINNERS[k - 1]
        expect: dict[str, Any] = {"trick_winner": winner, "to_act": winner if k < 13 else None}
        if k == 13:
            expect["phase"] = "deal"
        out.append(
            S(
                f"trick-winner/f1-trick-{k:02d}",
                f"Trick {k} of the worked hand: {NAMES[winner]} wins ({notes[k - 1]})",
                ["TRICK-WIN"] + (["HAND-END"] if k == 13 else []),
                f1(k),
                expect,
            )
        )
    out.append(
        S(
            "trick-winner/no-trick-yet",
            "Before the first trick is complete there is no trick winner",
            ["TRICK-WIN"],
            f1(0, "2C KC"),
            {"trick_winner": None, "to_act": "S"},
        )
    )
    for e, s_, w, winner, note in (
        ("T", "9", "3", "E", "the 10 ranks above the 9"),
        ("J", "T", "3", "E", "the jack ranks above the 10"),
        ("K", "A", "3", "S", "the ace is the highest rank"),
        ("3", "4", "5", "W", "the 5 beats the 4 and the 3"),
        ("Q", "J", "T", "E", "the queen ranks above the jack"),
        ("Q", "K", "J", "S", "the king ranks above the queen"),
        ("6", "8", "7", "S", "the 8 beats the 7 and the 6"),
        ("9", "8", "A", "W", "the ace beats everything"),
        ("4", "3", "5", "W", "the 5 beats the 4"),
        ("7", "6", "5", "E", "the 7 beats the 6 and the 5"),
    ):
        rest = "".join(r for r in "AKQJT98765432" if r not in (e, s_, w, "2"))
        deal = fill(N=f"{rest}2.?.?.?", E=f"{e}.?.?.?", S=f"{s_}.?.?.?", W=f"{w}.?.?.?")
        out.append(
            S(
                f"trick-winner/rank-order-{e}{s_}{w}".lower(),
                f"Rank order: {note}",
                ["TRICK-WIN", "DECK"],
                hold(deal, f"2C {e}C {s_}C {w}C"),
                {"trick_winner": winner, "to_act": winner},
            )
        )
    return (
        "trick-winner.yaml",
        GENERATED,
        file(
            "trick-winner",
            "Who wins each trick and leads the next (TRICK-WIN, DECK).",
            out,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- first trick


def first_trick() -> Spec:
    safe = fill(N="2+.?.?.?", E="-.AKQJT9876.Q3.AK")
    spades = fill(N="2+.?.?.?", E="-.-.Q54.AKQJT98765")
    only_hearts = fill(N="2+.?.?.-", E="-.-.-.AKQJT98765432")
    hearts_q = fill(N="2+.?.?.2", E="-.-.Q.AKQJT9876543")
    diamonds_q = fill(N="2+.?.?.?", E="-.AKQJT9876543.Q.-")
    web_ill = {"illegal": [ill("QS", "WEB-FIRST-TRICK-STRICT"), ill("AH", "WEB-FIRST-TRICK-STRICT")]}
    everything = [*ALL, "card-hearts-only", "card-points-allowed"]
    out = [
        S(
            "first-trick/void-with-safe-cards",
            translated(
                "Void in clubs with safe cards: no heart and not the Q♠ on the first trick",
                "Sin tréboles pero con cartas sin puntos: ni corazones ni la Q♠ en la primera baza",
                "Senza fiori ma con carte sicure: niente cuori né Q♠ alla prima presa",
                "Nincs treffje, de van pont nélküli lapja: az első ütésre se kőr, se pikk dáma",
                "Sans trèfle mais avec des cartes sans points : ni cœur ni D♠ au premier pli",
            ),
            ["FIRST-TRICK-POINTS", "DISCARD", "WEB-FIRST-TRICK-STRICT"],
            hold(safe, "2C"),
            {
                "to_act": "E",
                "legal": "6D 7D 8D 9D TD JD QD KD AD 3S",
                "illegal": [ill("QS", "FIRST-TRICK-POINTS"), ill("AH", "FIRST-TRICK-POINTS")],
            },
            variants=everything,
            by_variant={
                "web": web_ill,
                "web-strict": web_ill,
                "card-points-allowed": {"legal": "6D 7D 8D 9D TD JD QD KD AD 3S QS AH KH", "illegal": []},
            },
        ),
        S(
            "first-trick/only-spades-and-hearts",
            "Void in clubs with spades, the Q♠ and hearts: only the low spades may be played",
            ["FIRST-TRICK-POINTS"],
            hold(spades, "2C"),
            {"to_act": "E", "legal": "4S 5S", "illegal": [ill("QS", "FIRST-TRICK-POINTS")]},
            variants=everything,
            by_variant={
                "web": {"illegal": [ill("QS", "WEB-FIRST-TRICK-STRICT")]},
                "web-strict": {"illegal": [ill("QS", "WEB-FIRST-TRICK-STRICT")]},
                "card-points-allowed": {"legal": "4S 5S QS 5H 6H 7H 8H 9H TH JH QH KH AH", "illegal": []},
            },
        ),
        S(
            "first-trick/only-hearts",
            translated(
                "Void in clubs holding only hearts: a heart must be played"
                " (the strict web wording leaves no card)",
                "Sin tréboles y solo con corazones: debe jugar un corazón"
                " (la regla web al pie de la letra no deja ninguna carta)",
                "Senza fiori e con soli cuori: deve giocare un cuore"
                " (la regola web alla lettera non lascia alcuna carta)",
                "Treff nélkül, csupa kőrrel: kőrt kell tennie"
                " (a webes szabály szó szerint egyetlen lapot sem enged)",
                "Sans trèfle et seulement des cœurs : il doit jouer un cœur"
                " (la règle web prise à la lettre ne laisse aucune carte)",
            ),
            ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT"],
            hold(only_hearts, "2C"),
            {"phase": "play", "to_act": "E", "legal": "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"},
            variants=everything,
            by_variant={"web-strict": {"phase": "stuck", "legal": "", "to_act": "E"}},
            questions=[4],
            description="The card's exception lets a player with nothing else play a heart. The web rules say"
            " never, even when void; read literally that leaves this player no legal card (web-strict),"
            " and the web variant's fallback lets them play any card.",
        ),
        S(
            "first-trick/only-hearts-and-queen",
            translated(
                "Void in clubs with only hearts and the Q♠: which may be played depends on the variant",
                "Sin tréboles, solo corazones y la Q♠: lo que puede jugar depende de la variante",
                "Senza fiori, solo cuori e la Q♠: ciò che può giocare dipende dalla variante",
                "Treff nélkül, csak kőrrel és a pikk dámával: a változattól függ, mit tehet",
                "Sans trèfle, seulement des cœurs et la D♠ : ce qui est jouable dépend de la variante",
            ),
            ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT"],
            hold(hearts_q, "2C"),
            {"phase": "play", "to_act": "E", "legal": "QS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"},
            variants=everything,
            by_variant={
                "card-hearts-only": {
                    "legal": "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
                    "illegal": [ill("QS", "FIRST-TRICK-POINTS")],
                },
                "web-strict": {"phase": "stuck", "legal": ""},
            },
            questions=[3, 4],
        ),
        S(
            "first-trick/diamonds-and-queen",
            "Void in clubs with diamonds and the Q♠: the diamonds only",
            ["FIRST-TRICK-POINTS"],
            hold(diamonds_q, "2C"),
            {"legal": "3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD", "illegal": [ill("QS", "FIRST-TRICK-POINTS")]},
            variants=everything,
            by_variant={
                "web": {"illegal": [ill("QS", "WEB-FIRST-TRICK-STRICT")]},
                "web-strict": {"illegal": [ill("QS", "WEB-FIRST-TRICK-STRICT")]},
                "card-points-allowed": {"legal": "3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD QS", "illegal": []},
            },
        ),
        S(
            "first-trick/follow-comes-first",
            "A player with a club must follow, even holding the Q♠ and hearts",
            ["FOLLOW", "FIRST-TRICK-POINTS"],
            hold(fill(N="2+.?.?.?", E="3.?.Q+.A+"), "2C"),
            {"to_act": "E", "legal": "3C", "illegal": [ill("QS", "FOLLOW"), ill("AH", "FOLLOW")]},
            variants=everything,
        ),
        S(
            "first-trick/last-seat-only-hearts",
            "The fourth player of the first trick holds only hearts",
            ["FIRST-TRICK-POINTS", "WEB-FIRST-TRICK-STRICT"],
            hold(fill(N="2789TJQKA.?.?.-", E="34.?.?.-", S="56.?.?.-", W="-.-.-.AKQJT98765432"), "2C 3C 5C"),
            {"to_act": "W", "phase": "play", "legal": "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"},
            variants=everything,
            by_variant={"web-strict": {"phase": "stuck", "legal": ""}},
            questions=[4],
        ),
        S(
            "first-trick/points-allowed-variant",
            "With no first-trick restriction, a void player may discard the Q♠ at once",
            ["DISCARD"],
            hold(safe, "2C"),
            {"legal_includes": "QS AH KH"},
            variants=["card-points-allowed"],
        ),
        S(
            "first-trick/rule-ends-after-trick-one",
            "The restriction is for the first trick only: on the second, a void player may discard a heart",
            ["FIRST-TRICK-POINTS", "DISCARD"],
            f1(1, "QC JC"),
            {"to_act": "W", "legal_includes": "2H TH"},
            variants=everything,
        ),
        S(
            "first-trick/queen-played-when-forced",
            "Holding only hearts and the Q♠, East may give the Q♠ on the first trick (card)",
            ["FIRST-TRICK-POINTS"],
            hold(hearts_q, "2C QS"),
            {"to_act": "S", "phase": "play"},
            variants=["card-1.0.0", "web", "omnibus", "openspiel", "card-points-allowed"],
            questions=[3],
        ),
        S(
            "first-trick/jack-of-diamonds-is-safe",
            "Omnibus: the J♦ is no point card for the first-trick rule",
            ["FIRST-TRICK-POINTS", "LOCKED-VARIANTS"],
            hold(safe, "2C"),
            {"legal_includes": "JD", "legal_excludes": "QS AH KH"},
            variants=["omnibus"],
        ),
        S(
            "first-trick/leader-unaffected",
            "The first-trick restriction does not touch the 2♣ leader, who has no choice anyway",
            ["FIRST-LEAD", "FIRST-TRICK-POINTS"],
            hold(hearts_q),
            {"to_act": "N", "legal": "2C"},
            variants=everything,
        ),
    ]
    variants = {
        "card-hearts-only": {
            "base": "card-1.0.0",
            "title": "The card, a forced player gives a heart rather than the Q♠",
            "first_trick_forced": "hearts-only",
        },
        "card-points-allowed": {
            "base": "card-1.0.0",
            "title": "The card without the first-trick restriction",
            "first_trick_points": "allowed",
        },
    }
    return (
        "first-trick.yaml",
        GENERATED,
        file(
            "first-trick",
            "The first-trick exceptions (FIRST-TRICK-POINTS, WEB-FIRST-TRICK-STRICT;"
            " open questions 3 and 4).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- breaking hearts


def queen_trick_deal() -> str:
    # Trick 1: N 2♣, E 3♣, S 4♣, W A♣ (W wins). Trick 2: W leads the 2♦; E, void in diamonds,
    # discards the Q♠ and S wins it with the A♦.
    return fill(N="2+.K.?.?", E="3.-.Q+.?", S="4.A.?.2+", W="A.2+.?.?")


def hearts_break() -> Spec:
    only_hearts_w = fill(N="2+.?.?.2", E="3.?.?.-", S="4.?.?.-", W="A.-.-.AKQJT9876543")
    spade_q = fill(N="2 5 6 7 8.?.K.?", E="3 9 T.?.Q.?", S="4 J Q K.?.A.?", W="A.?.?.?")
    queen_breaks = {"hearts_broken": True}
    out = [
        S(
            "hearts-break/not-at-start",
            "Hearts are not broken after a first trick without hearts",
            ["HEARTS-BREAK"],
            f1(1),
            {"hearts_broken": False},
        ),
        S(
            "hearts-break/discarded-heart",
            translated(
                "A heart discarded on a club breaks hearts",
                "Un corazón descartado sobre un trébol rompe los corazones",
                "Un cuore scartato su un fiori apre i cuori",
                "Egy treffre eldobott kőr megtöri a kőrt",
                "Un cœur défaussé sur un trèfle brise les cœurs",
            ),
            ["HEARTS-BREAK"],
            f1(1, "QC JC TH"),
            {"hearts_broken": True},
        ),
        S(
            "hearts-break/no-hearts-in-four-tricks",
            "Four tricks without a heart: still not broken",
            ["HEARTS-BREAK"],
            f1(1, "QC JC"),
            {"hearts_broken": False},
        ),
        S(
            "hearts-break/stays-broken",
            "Once broken, hearts stay broken for the rest of the hand",
            ["HEARTS-BREAK"],
            f1(12),
            {"hearts_broken": True},
        ),
        S(
            "hearts-break/forced-heart-first-trick",
            "A heart played on the first trick by a player with nothing else breaks hearts",
            ["HEARTS-BREAK", "FIRST-TRICK-POINTS"],
            hold(fill(N="2+.?.?.-", E="-.-.-.AKQJT98765432"), "2C AH"),
            {"hearts_broken": True},
            variants=[v for v in ALL if v != "web-strict"],
        ),
        S(
            "hearts-break/forced-heart-lead",
            "A heart led by a player holding only hearts breaks them (unless the variant says otherwise)",
            ["HEARTS-BREAK", "HEARTS-LEAD"],
            hold(only_hearts_w, tricks("2C 3C 4C AC", "3H")),
            {"hearts_broken": True},
            variants=[*ALL, "card-lead-no-break"],
            by_variant={"card-lead-no-break": {"hearts_broken": False}},
            questions=[2],
        ),
        S(
            "hearts-break/queen-followed-in-spades",
            translated(
                "The Q♠ played on a spade lead: hearts broken only where the Q♠ breaks them",
                "La Q♠ jugada sobre una salida de picas: solo rompe corazones si la variante lo dice",
                "La Q♠ giocata su un'uscita a picche: apre i cuori solo se la variante lo prevede",
                "Pikk hívásra tett pikk dáma: csak akkor töri meg a kőrt, ha a változat így szól",
                "La D♠ jouée sur une entame à pique : elle ne brise les cœurs que si la variante le dit",
            ),
            ["HEARTS-BREAK", "WEB-QS-FREE"],
            hold(spade_q, tricks("2C 3C 4C AC", "2S KS QS AS")),
            {"hearts_broken": False, "trick_winner": "S", "points": [0, 0, 13, 0]},
            variants=[*ALL, "card-queen-breaks"],
            by_variant={"openspiel": queen_breaks, "card-queen-breaks": queen_breaks},
            questions=[2],
        ),
        S(
            "hearts-break/queen-discarded",
            "The Q♠ discarded on a diamond: broken only where the Q♠ breaks hearts",
            ["HEARTS-BREAK", "WEB-QS-FREE", "DISCARD"],
            hold(queen_trick_deal(), tricks("2C 3C 4C AC", "2D KD QS AD")),
            {"hearts_broken": False, "trick_winner": "S", "points": [0, 0, 13, 0]},
            variants=[*ALL, "card-queen-breaks"],
            by_variant={"openspiel": queen_breaks, "card-queen-breaks": queen_breaks},
            questions=[2],
        ),
        S(
            "hearts-break/queen-on-first-trick",
            "The Q♠ given on the first trick by a forced player",
            ["HEARTS-BREAK", "FIRST-TRICK-POINTS"],
            hold(fill(N="2+.?.?.2", E="-.-.Q.AKQJT9876543"), "2C QS"),
            {"hearts_broken": False},
            variants=["card-1.0.0", "web", "omnibus", "openspiel", "card-queen-breaks"],
            by_variant={"openspiel": queen_breaks, "card-queen-breaks": queen_breaks},
            questions=[2],
        ),
        S(
            "hearts-break/heart-on-heart-lead",
            "Hearts following a heart lead after the break: still broken, nothing new",
            ["HEARTS-BREAK"],
            f1(4, "4H 3H"),
            {"hearts_broken": True},
        ),
        S(
            "hearts-break/discard-on-trick-three",
            "The 2♥ discarded on the A♣ keeps hearts broken",
            ["HEARTS-BREAK"],
            f1(2, "AC 9C 2H"),
            {"hearts_broken": True},
        ),
    ]
    variants = {
        "card-lead-no-break": {
            "base": "card-1.0.0",
            "title": "The card, a forced heart lead does not break hearts",
            "forced_heart_lead_breaks": False,
        },
        "card-queen-breaks": {
            "base": "card-1.0.0",
            "title": "The card, the Q♠ breaks hearts",
            "queen_breaks_hearts": True,
        },
    }
    return (
        "hearts-break.yaml",
        GENERATED,
        file(
            "hearts-break",
            "When hearts become broken (HEARTS-BREAK, WEB-QS-FREE; open question 2).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- leading hearts


def hearts_lead() -> Spec:
    only_hearts_w = fill(N="2+.?.?.2", E="3.?.?.-", S="4.?.?.-", W="A.-.-.AKQJT9876543")
    hearts_q_w = fill(N="2+.?.?.2", E="3.?.?.3", S="4.?.?.?", W="A.-.Q.AKQJT98765 4")
    forced = fill(N="2+.?.?.-", E="-.-.Q.AKQJT9876543", S="3.?.?.-", W="4.?.?.2")
    out = [
        S(
            "hearts-lead/unbroken-no-heart-lead",
            translated(
                "Hearts not broken: the leader may not lead a heart",
                "Corazones sin romper: no se puede salir con un corazón",
                "Cuori non aperti: non si può uscire a cuori",
                "A kőr még nincs megtörve: kőrrel nem lehet hívni",
                "Cœurs non brisés : on ne peut pas entamer à cœur",
            ),
            ["HEARTS-LEAD"],
            f1(1),
            {
                "to_act": "E",
                "legal": "QC AC 9D TD JD QD QS KS AS",
                "illegal": [ill("AH", "HEARTS-LEAD"), ill("3H", "HEARTS-LEAD")],
            },
        ),
        S(
            "hearts-lead/broken-any-lead",
            "Hearts broken: the leader may lead anything, hearts included",
            ["HEARTS-LEAD", "HEARTS-BREAK"],
            f1(4),
            {"to_act": "N", "legal": "KD 4S 5S 4H 5H 6H 7H 8H 9H"},
        ),
        S(
            "hearts-lead/only-hearts",
            "A leader holding only hearts may lead one before the break",
            ["HEARTS-LEAD"],
            hold(only_hearts_w, "2C 3C 4C AC"),
            {"to_act": "W", "hearts_broken": False, "legal": "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"},
            variants=[*ALL, "card-lead-hearts-or-queen"],
        ),
        S(
            "hearts-lead/only-hearts-and-queen",
            translated(
                "A leader with only hearts and the Q♠ before the break must lead the Q♠ (card)",
                "Quien sale solo con corazones y la Q♠ antes de romperse debe salir con la Q♠ (tarjeta)",
                "Chi esce con soli cuori e la Q♠ prima dell'apertura deve uscire con la Q♠ (carta)",
                "Akinek csak kőre és pikk dámája van a megtörés előtt, a dámát kell hívnia (kártya)",
                "Avec seulement des cœurs et la D♠ avant la brisure, il faut entamer la D♠ (carte)",
            ),
            ["HEARTS-LEAD"],
            hold(hearts_q_w, "2C 3C 4C AC"),
            {"to_act": "W", "legal": "QS", "illegal": [ill("AH", "HEARTS-LEAD"), ill("4H", "HEARTS-LEAD")]},
            variants=[*ALL, "card-lead-hearts-or-queen"],
            by_variant={
                "card-lead-hearts-or-queen": {"legal": "QS 4H 5H 6H 7H 8H 9H TH JH QH KH AH", "illegal": []}
            },
            questions=[5],
        ),
        S(
            "hearts-lead/after-forced-heart",
            "A heart forced onto the first trick breaks hearts: the next leader may lead one",
            ["HEARTS-LEAD", "HEARTS-BREAK", "FIRST-TRICK-POINTS"],
            hold(forced, "2C AH 3C 4C"),
            {"to_act": "W", "hearts_broken": True, "legal_includes": "2H"},
            variants=["card-1.0.0", "web", "omnibus", "openspiel"],
        ),
        S(
            "hearts-lead/after-queen-discard",
            "After the Q♠ is discarded, leading a heart depends on whether the Q♠ breaks hearts",
            ["HEARTS-LEAD", "HEARTS-BREAK", "WEB-QS-FREE"],
            hold(queen_trick_deal(), tricks("2C 3C 4C AC", "2D KD QS AD")),
            {"to_act": "S", "legal_excludes": "2H", "illegal": [ill("2H", "HEARTS-LEAD")]},
            variants=["card-1.0.0", "web", "omnibus", "openspiel"],
            by_variant={"openspiel": {"legal_includes": "2H", "legal_excludes": "", "illegal": []}},
            questions=[2],
        ),
        S(
            "hearts-lead/queen-lead-allowed",
            "Leading the Q♠ is allowed once the first trick is over",
            ["HEARTS-LEAD", "WEB-QS-FREE"],
            f1(1),
            {"legal_includes": "QS"},
        ),
        S(
            "hearts-lead/winner-leads-hearts-later",
            "South, who won the trick where hearts broke, may lead a heart",
            ["HEARTS-LEAD", "TRICK-WIN"],
            f1(9),
            {"to_act": "S", "legal": "8D TS JS QH"},
        ),
    ]
    variants = {
        "card-lead-hearts-or-queen": {
            "base": "card-1.0.0",
            "title": "The card, hearts and the Q♠ may lead either",
            "hearts_lead_exception": "only-hearts-and-queen",
        }
    }
    return (
        "hearts-lead.yaml",
        GENERATED,
        file(
            "hearts-lead",
            "Leading hearts before and after they are broken (HEARTS-LEAD; open question 5).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- passing

CYCLE = ["left", "right", "across", "hold"]
RECEIVER = {"left": "E", "right": "W", "across": "S"}


def passing() -> Spec:
    out = []
    deal = fill(N="2+.?.?.?")
    north = " ".join(
        sorted(parse_deal(deal)[0], key=lambda c: ("CDSH".index(c[1]), "23456789TJQKA".index(c[0])))
    )
    for hand in range(1, 10):
        direction = CYCLE[(hand - 1) % 4]
        if direction == "hold":
            start = {"phase": "play", "to_act": "N", "legal": "2C"}
        else:
            start = {"phase": "pass", "to_act": "N", "legal": north}
        out.append(
            S(
                f"passing/hand-{hand}-starts",
                f"Hand {hand} ({direction}): "
                + (
                    "no passing, the 2♣ leads at once"
                    if direction == "hold"
                    else "North chooses first, from all 13 cards"
                ),
                ["PASS-CYCLE", "PASS-COUNT"],
                {"hand": hand, "deal": deal},
                start,
                variants=[*ALL, "card-no-passing"],
                by_variant={"card-no-passing": {"phase": "play", "to_act": "N", "legal": "2C"}},
            )
        )
        if direction != "hold":
            receiver = RECEIVER[direction]
            out.append(
                S(
                    f"passing/hand-{hand}-direction",
                    f"Hand {hand} passes {direction}: North's 2♣ goes to {NAMES[receiver]}, who leads",
                    ["PASS-CYCLE", "FIRST-LEAD"],
                    {"hand": hand, "deal": deal, "passes": auto_passes(deal, {"N": "2C 3C 4C"})},
                    {"phase": "play", "to_act": receiver, "legal": "2C"},
                )
            )
    first = north.split()[0]
    out += [
        S(
            "passing/one-card-at-a-time",
            "Passing is one card per action: after one pick North chooses again, not that card twice",
            ["PASS-COUNT"],
            {"hand": 1, "deal": deal, "actions": first},
            {"phase": "pass", "to_act": "N", "legal_excludes": first, "illegal": [ill(first, "PASS-COUNT")]},
        ),
        S(
            "passing/order-after-north",
            "After North's three picks, East chooses",
            ["PASS-COUNT"],
            {"hand": 1, "deal": deal, "actions": "2C 3C 4C"},
            {"phase": "pass", "to_act": "E"},
        ),
        S(
            "passing/received-cards-not-yet-held",
            "While East chooses, the cards North picked are not in East's hand (passing is simultaneous)",
            ["PASS-COUNT"],
            {"hand": 1, "deal": deal, "actions": "2C 3C 4C"},
            {"to_act": "E", "legal_excludes": "2C 3C 4C"},
            questions=[9],
        ),
        S(
            "passing/not-in-hand",
            "A card North does not hold cannot be passed",
            ["PASS-COUNT", "DEAL"],
            {"hand": 1, "deal": deal},
            {"illegal": [ill("AH", "DEAL")]},
        ),
        S(
            "passing/two-cards-each",
            "A variant passing two cards: after North's two picks, East chooses",
            ["PASS-COUNT"],
            {"hand": 1, "deal": deal, "actions": "2C 3C"},
            {"phase": "pass", "to_act": "E"},
            variants=["card-pass-two"],
        ),
        S(
            "passing/two-cards-exchange",
            "A variant passing two cards: after eight picks the cards change hands and play starts",
            ["PASS-COUNT", "PASS-CYCLE"],
            {
                "hand": 2,
                "deal": deal,
                "passes": {
                    k: " ".join(v.split()[:2]) for k, v in auto_passes(deal, {"N": "2C 3C 4C"}).items()
                },
            },
            {"phase": "play", "to_act": "W", "legal": "2C"},
            variants=["card-pass-two"],
        ),
    ]
    variants = {
        "card-no-passing": {"base": "card-1.0.0", "title": "The card without passing", "pass_count": 0},
        "card-pass-two": {"base": "card-1.0.0", "title": "The card, passing two cards", "pass_count": 2},
    }
    return (
        "passing.yaml",
        GENERATED,
        file(
            "passing",
            "Pass directions by hand number (PASS-CYCLE) and how passing works"
            " (PASS-COUNT; open question 9).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- points and the moon


def policy_plays(deal: str, knobs: dict[str, Any], reserve: dict[str, str], hand: int = 4) -> list[str]:
    """Plays of a whole hand where each seat plays its lowest legal card, keeping ``reserve`` for last."""
    state = Naive(knobs, hand, [0, 0, 0, 0])
    state.deal(parse_deal(deal))
    plays: list[str] = []
    while state.phase == "play":
        assert state.to_act is not None
        seat = "NESW"[state.to_act]
        legal = state.legal()
        keep = [c for c in legal if c not in reserve.get(seat, "").split()]
        card = (keep or legal)[0]
        state.apply(card)
        plays.append(card)
    return [" ".join(plays[i : i + 4]) for i in range(0, len(plays), 4)]


def rotate(deal: str, k: int) -> str:
    hands = parse_deal(deal)
    from specs import deal_text

    return deal_text([hands[(i - k) % 4] for i in range(4)])


# All 13 clubs with the shooter; the others discard their lowest cards, so the last
# trick holds the A♥, K♥ and Q♥ (the shooter has 23 points after trick 12).
MOON_N = "N:AKQJT98765432.-.-.- E:-.AKQJT9876543.-.A S:-.-.AKQJT9876543.K W:-.2.2.QJT98765432"


def split_deal(x: str, y: str) -> str:
    """North wins tricks 1 to 12 with clubs; trick 13 (North's 2♦) goes to East's A♦,
    with ``x`` from South and ``y`` from West."""
    rest_d = "".join(r for r in "KQJT9876543" if f"{r}D" not in (x, y))
    # Give East most diamonds so that it always has a safe card on the first trick.
    hands = {
        "N": "AKQJT9876543.2.-.-",
        "E": f"-.A{rest_d[:8]}.?.?",
        "S": "-.?.?.?",
        "W": "2.?.?.?",
    }
    for seat, card in (("S", x), ("W", y)):
        parts = hands[seat].split(".")
        i = "CDSH".index(card[1])
        parts[i] = card[0] + "+"
        hands[seat] = ".".join(parts)
    return fill(**hands)


def split_setup(x: str, y: str, scores: list[int] | None = None, upto: int = 13) -> dict[str, Any]:
    deal = split_deal(x, y)
    plays = policy_plays(deal, knobs_of("card-1.0.0"), {"E": "AD", "S": x, "W": y})
    return hold(deal, plays[:upto], scores)


def moon_setup(seat_offset: int = 0, scores: list[int] | None = None, upto: int = 13) -> dict[str, Any]:
    deal = rotate(MOON_N, seat_offset)
    plays = policy_plays(deal, knobs_of("card-1.0.0"), {})
    return hold(deal, plays[:upto], scores)


def points_moon() -> Spec:
    out = []
    for k, seat in enumerate("NESW"):
        shooter = k
        deltas = [0 if i == shooter else 26 for i in range(4)]
        points = [26 if i == shooter else 0 for i in range(4)]
        jd = list(deltas)
        jd[shooter] = -10
        jd_points = list(points)
        jd_points[shooter] = 16
        out.append(
            S(
                f"moon/{NAMES[seat].lower()}-takes-every-trick",
                f"{NAMES[seat]} holds all the clubs, wins every trick and shoots the moon",
                ["MOON", "WEB-MOON", "POINTS"],
                moon_setup(k),
                {
                    "points": points,
                    "last_hand": {"points": points, "deltas": deltas, "shooter": seat},
                    "scores": deltas,
                    "phase": "deal",
                    "game_over": False,
                },
                by_variant={
                    "omnibus": {
                        "points": jd_points,
                        "last_hand": {"points": jd_points, "deltas": jd, "shooter": seat},
                        "scores": jd,
                    }
                },
            )
        )
    out.append(
        S(
            "moon/completed-on-last-trick",
            translated(
                "Before the last trick North has 23 points; the last trick completes the moon",
                "Antes de la última baza Norte tiene 23 puntos; la última baza completa la luna",
                "Prima dell'ultima presa Nord ha 23 punti; l'ultima presa completa la luna",
                "Az utolsó ütés előtt Északnak 23 pontja van; az utolsó ütés teszi teljessé a holdat",
                "Avant le dernier pli Nord a 23 points ; le dernier pli complète la lune",
            ),
            ["MOON", "POINTS"],
            moon_setup(0, upto=12),
            {"points": [23, 0, 0, 0], "hearts_broken": True, "phase": "play", "to_act": "N"},
            variants=["card-1.0.0", "web", "web-strict", "openspiel"],
        )
    )
    for name, deltas in (
        ("card-moon-subtract", [-26, 0, 0, 0]),
        ("card-moon-choice", [0, 26, 26, 26]),
        ("card-moon-off", [26, 0, 0, 0]),
    ):
        out.append(
            S(
                f"moon/option-{name.removeprefix('card-moon-')}",
                f"The moon under the {name.removeprefix('card-moon-')} option",
                ["MOON", "LOCKED-VARIANTS"],
                moon_setup(0),
                {"points": [26, 0, 0, 0], "last_hand": {"deltas": deltas}, "scores": deltas},
                variants=[name],
                questions=[8],
            )
        )
    out.append(
        S(
            "moon/ends-the-game",
            translated(
                "A moon that pushes two players past 100 ends the game; the shooter wins",
                "Una luna que lleva a dos jugadores por encima de 100 termina la partida; gana quien la hizo",
                "Una luna che porta due giocatori oltre 100 chiude la partita; vince chi l'ha fatta",
                "A hold két játékost 100 fölé visz, így véget ér a játék; a holdat teljesítő nyer",
                "Une lune qui fait passer deux joueurs au-delà de 100 termine la partie ; le tireur gagne",
            ),
            ["MOON", "GAME-END"],
            moon_setup(0, [50, 80, 75, 60]),
            {"scores": [50, 106, 101, 86], "game_over": True, "winners": ["N"], "phase": "over"},
            variants=[*ALL, "card-moon-subtract", "card-moon-choice", "card-moon-off"],
            by_variant={
                "omnibus": {"scores": [40, 106, 101, 86]},
                "card-moon-subtract": {
                    "scores": [24, 80, 75, 60],
                    "game_over": False,
                    "winners": [],
                    "phase": "deal",
                },
                "card-moon-off": {
                    "scores": [76, 80, 75, 60],
                    "game_over": False,
                    "winners": [],
                    "phase": "deal",
                },
            },
            questions=[8],
        )
    )
    out.append(
        S(
            "moon/choice-subtracts-to-stay-alive",
            "Shooter's choice: adding would end the game with East lowest, so North subtracts",
            ["MOON", "GAME-END"],
            moon_setup(0, [95, 60, 80, 85]),
            {"scores": [95, 86, 106, 111], "game_over": True, "winners": ["E"]},
            variants=["card-1.0.0", "card-moon-choice", "card-moon-subtract", "card-moon-off"],
            by_variant={
                "card-moon-choice": {"scores": [69, 60, 80, 85], "game_over": False, "winners": []},
                "card-moon-subtract": {"scores": [69, 60, 80, 85], "game_over": False, "winners": []},
                "card-moon-off": {"scores": [121, 60, 80, 85], "game_over": True, "winners": ["E"]},
            },
            questions=[8],
            description="The card always adds 26 to the others. The shooter-choice reading documented by"
            " the project subtracts when adding would end the game without the shooter alone at the bottom.",
        )
    )
    for x, y, pts, title in (
        ("2H", "2S", [25, 1, 0, 0], "25 points with one heart missing: no moon"),
        ("QS", "2S", [13, 13, 0, 0], "The Q♠ lost on the last trick: 13 and 13"),
        ("QS", "2H", [12, 14, 0, 0], "The Q♠ and a heart on the last trick: 12 and 14"),
        ("3S", "2S", [26, 0, 0, 0], "All 26 points without every trick: still a moon"),
    ):
        moon = pts[0] == 26
        deltas = [0, 26, 26, 26] if moon else pts
        # Omnibus: North also took the J♦ (discarded on a club), worth −10.
        jd_pts = [pts[0] - 10, *pts[1:]]
        jd_deltas = [-10, 26, 26, 26] if moon else jd_pts
        out.append(
            S(
                f"points/split-{x}-{y}".lower(),
                title,
                ["POINTS", "MOON"] if moon else ["POINTS", "ACCUMULATE"],
                split_setup(x, y),
                {
                    "trick_winner": "E",
                    "points": pts,
                    "last_hand": {"points": pts, "deltas": deltas},
                    "scores": deltas,
                },
                by_variant={
                    "omnibus": {
                        "points": jd_pts,
                        "last_hand": {"points": jd_pts, "deltas": jd_deltas},
                        "scores": jd_deltas,
                    }
                },
            )
        )
    out += [
        S(
            "points/f1-after-six-tricks",
            "Points taken so far: East 2 (two hearts), South 17 (three hearts and the Q♠)",
            ["POINTS"],
            f1(6),
            {"points": [0, 2, 17, 0]},
        ),
        S(
            "points/f1-end-of-hand",
            "The worked hand ends East 2, South 24: 26 in all",
            ["POINTS", "HAND-END", "ACCUMULATE"],
            f1(13),
            {"points": [0, 2, 24, 0], "scores": [0, 2, 24, 0], "phase": "deal", "to_act": None},
            by_variant={"omnibus": {"points": [0, 2, 14, 0], "scores": [0, 2, 14, 0]}},
        ),
        S(
            "points/accumulate",
            "Totals add this hand's points to those before it",
            ["ACCUMULATE"],
            {**f1(13), "scores": [10, 20, 30, 40]},
            {"scores": [10, 22, 54, 40], "last_hand": {"deltas": [0, 2, 24, 0], "scores": [10, 22, 54, 40]}},
            variants=["card-1.0.0", "web", "openspiel"],
        ),
        S(
            "points/hand-winners-tie",
            "The fewest points win the hand: North and West, with 0 each",
            ["WEB-HAND-WINNER", "POINTS"],
            f1(13),
            {"last_hand": {"points": [0, 2, 24, 0], "winners": ["N", "W"]}},
            by_variant={"omnibus": {"last_hand": {"points": [0, 2, 14, 0], "winners": ["N", "W"]}}},
            description="Every seat that took the fewest points this hand wins it; here two share it.",
        ),
        S(
            "points/hand-winner-split",
            "12 and 14 points: South and West, with none, win the hand",
            ["WEB-HAND-WINNER", "POINTS"],
            split_setup("QS", "2H"),
            {"last_hand": {"points": [12, 14, 0, 0], "winners": ["S", "W"]}},
            by_variant={"omnibus": {"last_hand": {"points": [2, 14, 0, 0], "winners": ["S", "W"]}}},
        ),
        S(
            "points/hand-winner-moon",
            "After a moon the shooter, at 0 against 26, is the hand's only winner",
            ["WEB-HAND-WINNER", "WEB-MOON", "MOON"],
            moon_setup(0),
            {"last_hand": {"deltas": [0, 26, 26, 26], "winners": ["N"]}},
            variants=["card-1.0.0", "web", "openspiel"],
        ),
        S(
            "points/queen-is-thirteen",
            "Taking the Q♠ alone is 13 points",
            ["POINTS"],
            hold(queen_trick_deal(), tricks("2C 3C 4C AC", "2D KD QS AD")),
            {"points": [0, 0, 13, 0]},
        ),
    ]
    variants = {
        "card-moon-subtract": {
            "base": "card-1.0.0",
            "title": "Moon: the shooter subtracts 26",
            "moon_scoring": "subtract-from-shooter",
        },
        "card-moon-choice": {
            "base": "card-1.0.0",
            "title": "Moon: the shooter chooses",
            "moon_scoring": "shooter-choice",
        },
        "card-moon-off": {"base": "card-1.0.0", "title": "No moon", "moon_scoring": "none"},
    }
    return (
        "points-moon.yaml",
        GENERATED,
        file(
            "points-moon",
            "Points per hand and shooting the moon (POINTS, MOON, WEB-MOON, ACCUMULATE; open question 8).",
            out,
            variants=variants,
            defaults={"variants": ALL},
        ),
    )


# ----------------------------------------------------------------- J♦


def jack_of_diamonds() -> Spec:
    out = [
        S(
            "jack-of-diamonds/taken-with-a-heart",
            "Omnibus: East takes the J♦ and a heart on the last trick: 1 − 10 = −9",
            ["LOCKED-VARIANTS", "POINTS"],
            split_setup("JD", "2H"),
            {"points": [25, -9, 0, 0], "scores": [25, -9, 0, 0]},
            variants=["omnibus", "card-1.0.0"],
            by_variant={"card-1.0.0": {"points": [25, 1, 0, 0], "scores": [25, 1, 0, 0]}},
        ),
        S(
            "jack-of-diamonds/moon-keeps-the-bonus",
            "Omnibus: the shooter who also took the J♦ scores −10, the others 26",
            ["LOCKED-VARIANTS", "MOON"],
            moon_setup(0),
            {"scores": [-10, 26, 26, 26]},
            variants=["omnibus"],
        ),
        S(
            "jack-of-diamonds/moon-without-the-jack",
            "Omnibus: a moon where another player took the J♦: that player adds 26 − 10",
            ["LOCKED-VARIANTS", "MOON"],
            split_setup("3S", "JD"),
            {"points": [26, -10, 0, 0], "scores": [0, 16, 26, 26]},
            variants=["omnibus"],
        ),
        S(
            "jack-of-diamonds/locked-on-the-card",
            "On the card the J♦ is worth nothing (the variant is locked off)",
            ["LOCKED-VARIANTS"],
            f1(13),
            {"points": [0, 2, 24, 0]},
            variants=["card-1.0.0", "web", "openspiel"],
        ),
        S(
            "jack-of-diamonds/worked-hand",
            "Omnibus: South took the J♦ in the worked hand, 24 − 10 = 14",
            ["LOCKED-VARIANTS", "POINTS"],
            f1(13),
            {"points": [0, 2, 14, 0]},
            variants=["omnibus"],
        ),
        S(
            "jack-of-diamonds/changes-the-winner",
            "Omnibus: the J♦ bonus decides who wins the game",
            ["LOCKED-VARIANTS", "GAME-END"],
            split_setup("JD", "2H", [90, 79, 80, 72]),
            {"scores": [115, 70, 80, 72], "game_over": True, "winners": ["E"]},
            variants=["omnibus", "card-1.0.0"],
            by_variant={"card-1.0.0": {"scores": [115, 80, 80, 72], "winners": ["W"]}},
        ),
        S(
            "jack-of-diamonds/mid-hand",
            "Omnibus: the J♦ counts as soon as its trick is taken",
            ["LOCKED-VARIANTS", "POINTS"],
            f1(10),
            {"points": [0, 2, 14, 0]},
            variants=["omnibus"],
        ),
        S(
            "jack-of-diamonds/first-trick-discard",
            "Omnibus: a void player may give the J♦ on the first trick",
            ["LOCKED-VARIANTS", "FIRST-TRICK-POINTS"],
            hold(fill(N="2+.?.?.?", E="-.AKQJT9876.Q3.AK"), "2C JD"),
            {"to_act": "S"},
            variants=["omnibus", "card-1.0.0"],
        ),
    ]
    return (
        "jack-of-diamonds.yaml",
        GENERATED,
        file(
            "jack-of-diamonds", "The J♦ −10 variant (omnibus), locked off on the card (LOCKED-VARIANTS).", out
        ),
    )


# ----------------------------------------------------------------- game end


def game_end() -> Spec:
    out = [
        S(
            "game-end/exactly-100",
            translated(
                "North reaches exactly 100: the game ends and East, lowest, wins",
                "Norte llega justo a 100: la partida termina y gana Este, el más bajo",
                "Nord arriva esattamente a 100: la partita finisce e vince Est, il più basso",
                "Észak pontosan 100-ra ér: a játék véget ér, és a legkevesebb ponttal Kelet nyer",
                "Nord atteint exactement 100 : la partie s'arrête et Est, le plus bas, gagne",
            ),
            ["GAME-END"],
            split_setup("2H", "2S", [75, 10, 20, 30]),
            {
                "scores": [100, 11, 20, 30],
                "game_over": True,
                "winners": ["E"],
                "phase": "over",
                "to_act": None,
            },
        ),
        S(
            "game-end/99-goes-on",
            "North reaches 99: the game goes on to the next hand",
            ["GAME-END"],
            split_setup("2H", "2S", [74, 10, 20, 30]),
            {"scores": [99, 11, 20, 30], "game_over": False, "phase": "deal", "winners": []},
        ),
        S(
            "game-end/several-over-100",
            "North and East both pass 100; South, lowest, wins",
            ["GAME-END"],
            split_setup("QS", "2H", [90, 95, 98, 99]),
            {"scores": [102, 109, 98, 99], "game_over": True, "winners": ["S"]},
        ),
        S(
            "game-end/other-player-reaches-100",
            "East's single point takes it to 100: the game ends, South wins",
            ["GAME-END"],
            split_setup("2H", "2S", [10, 99, 20, 30]),
            {"scores": [35, 100, 20, 30], "game_over": True, "winners": ["S"]},
        ),
        S(
            "game-end/only-at-end-of-hand",
            "Totals are only counted at the end of a hand: mid-hand the game goes on",
            ["GAME-END", "HAND-END"],
            {**f1(6), "scores": [10, 99, 95, 20]},
            {"game_over": False, "phase": "play", "scores": [10, 99, 95, 20]},
        ),
        S(
            "game-end/over-100-with-points-split",
            "South goes from 80 to 104; North, with 0, wins",
            ["GAME-END", "ACCUMULATE"],
            {**f1(13), "scores": [0, 40, 80, 30]},
            {"scores": [0, 42, 104, 30], "game_over": True, "winners": ["N"]},
            variants=["card-1.0.0", "web", "openspiel"],
        ),
        S(
            "game-end/no-play-after-the-end",
            "Once the game is over no card can be played",
            ["GAME-END"],
            split_setup("2H", "2S", [75, 10, 20, 30]),
            {"legal": "", "illegal": [ill("2C", "GAME-END")]},
        ),
    ]
    no_jd = [v for v in ALL if v != "omnibus"]
    return (
        "game-end.yaml",
        GENERATED,
        file("game-end", "When the game ends and who wins (GAME-END).", out, defaults={"variants": no_jd}),
    )


# ----------------------------------------------------------------- ties


def tie_then_extra_hand() -> dict[str, Any]:
    """Hand 4 ends with East and South tied at 50 past 100; hand 5 (passing left) settles it."""
    first = split_setup("2H", "2S", [76, 49, 50, 60])
    # Hand 5 passes left. The hands after passing are those of the split deal; each seat
    # receives the three lowest cards of its final hand that are not the 2♣.
    after = parse_deal(split_deal("2H", "2S"))
    received = [[c for c in sorted(h, key=_idx) if c != "2C"][:3] for h in after]
    dealt = [[c for c in after[g] if c not in received[g]] + received[(g + 1) % 4] for g in range(4)]
    passes = [" ".join(received[(g + 1) % 4]) for g in range(4)]
    from specs import deal_text

    plays = policy_plays(deal_text(after), knobs_of("card-1.0.0"), {"E": "AD", "S": "2H", "W": "2S"})
    return {
        "hand": 4,
        "scores": [76, 49, 50, 60],
        "deals": [first["deal"], deal_text(dealt)],
        "actions": [*first["plays"], " ".join(passes), *plays],
    }


def _idx(card: str) -> int:
    return "CDSH".index(card[1]) * 13 + "23456789TJQKA".index(card[0])


def ties() -> Spec:
    over = {"game_over": True}
    out = [
        S(
            "tie/lowest-shared-extra-hand",
            translated(
                "North passes 100 but East and South share the lowest total: another hand",
                "Norte pasa de 100 pero Este y Sur empatan en el total más bajo: otra mano",
                "Nord supera 100 ma Est e Sud sono pari al totale più basso: un'altra mano",
                "Észak 100 fölé kerül, de Kelet és Dél holtversenyben a legalacsonyabb: új leosztás jön",
                "Nord dépasse 100 mais Est et Sud partagent le total le plus bas : une manche de plus",
            ),
            ["TIE", "WEB-TIE", "GAME-END"],
            split_setup("2H", "2S", [76, 49, 50, 60]),
            {"scores": [101, 50, 50, 60], "game_over": False, "phase": "deal", "winners": []},
            variants=[*ALL, "card-shared-win"],
            by_variant={"card-shared-win": {**over, "phase": "over", "winners": ["E", "S"]}},
        ),
        S(
            "tie/three-way",
            "Three players tied for the lowest total past 100: another hand",
            ["TIE", "WEB-TIE"],
            split_setup("2H", "2S", [80, 49, 50, 50]),
            {"scores": [105, 50, 50, 50], "game_over": False},
            variants=[*ALL, "card-shared-win"],
            by_variant={"card-shared-win": {**over, "winners": ["E", "S", "W"]}},
        ),
        S(
            "tie/not-for-lowest",
            "A tie that is not for the lowest total does not matter",
            ["TIE", "GAME-END"],
            split_setup("2H", "2S", [80, 40, 60, 60]),
            {"scores": [105, 41, 60, 60], "game_over": True, "winners": ["E"]},
            variants=[*ALL, "card-shared-win"],
        ),
        S(
            "tie/below-target",
            "A tie for the lowest total below 100 changes nothing: the game goes on",
            ["TIE", "ACCUMULATE"],
            split_setup("2H", "2S", [10, 49, 50, 60]),
            {"scores": [35, 50, 50, 60], "game_over": False},
            variants=[*ALL, "card-shared-win"],
        ),
        S(
            "tie/extra-hand-decides",
            "The extra hand after a tie: South ends alone at the bottom and wins",
            ["TIE", "WEB-TIE", "GAME-END", "PASS-CYCLE"],
            tie_then_extra_hand(),
            {
                "hand_results": [
                    {"scores": [101, 50, 50, 60]},
                    {"deltas": [25, 1, 0, 0], "scores": [126, 51, 50, 60]},
                ],
                "scores": [126, 51, 50, 60],
                "game_over": True,
                "winners": ["S"],
            },
            variants=PLAYABLE,
        ),
        S(
            "tie/tied-at-the-top",
            "Two players tied past 100 at the top: the lowest still wins",
            ["GAME-END", "TIE"],
            split_setup("2H", "2S", [80, 99, 5, 100]),
            {"scores": [105, 100, 5, 100], "game_over": True, "winners": ["S"]},
            variants=[*ALL, "card-shared-win"],
        ),
        S(
            "tie/moon-breaks-a-tie",
            "North and East start tied at 60; North's moon pushes the others past 100 and North wins alone",
            ["TIE", "MOON", "GAME-END"],
            moon_setup(0, [60, 60, 80, 90]),
            {"scores": [60, 86, 106, 116], "game_over": True, "winners": ["N"]},
            variants=["card-1.0.0", "web", "openspiel"],
        ),
        S(
            "tie/moon-creates-a-tie",
            "East's moon leaves North and East tied for the lowest total past 100: another hand",
            ["TIE", "MOON"],
            moon_setup(1, [34, 60, 90, 80]),
            {"scores": [60, 60, 116, 106], "game_over": False, "phase": "deal"},
            variants=["card-1.0.0", "web", "openspiel", "card-shared-win", "card-moon-choice"],
            by_variant={
                "card-shared-win": {"game_over": True, "phase": "over", "winners": ["N", "E"]},
                "card-moon-choice": {"scores": [34, 34, 90, 80]},
            },
            questions=[8],
        ),
    ]
    out = [
        {**sc, "variants": [v for v in sc["variants"] if v != "omnibus"]} if "variants" in sc else sc
        for sc in out
    ]
    variants = {
        "card-shared-win": {
            "base": "card-1.0.0",
            "title": "The card, a shared lowest total shares the win",
            "tie_rule": "shared-win",
        },
        "card-moon-choice": {
            "base": "card-1.0.0",
            "title": "Moon: the shooter chooses",
            "moon_scoring": "shooter-choice",
        },
    }
    return (
        "ties.yaml",
        GENERATED,
        file(
            "ties",
            "A shared lowest total at the end and the extra hands it causes (TIE, WEB-TIE).",
            out,
            variants=variants,
            defaults={"variants": [v for v in ALL if v != "omnibus"]},
        ),
    )
