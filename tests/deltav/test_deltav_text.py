"""What a teacher and a new player read: the log in the order of play, plain English in every log
line, prompt, choice label and hint, and prompts that offer only what can be chosen.

Sections: "Reveal the Asteroid Tiles" and "Revealing Incident Tiles" (what happens, in which
order), "1) Take an Action" and every step's prompt; the project's standard that people read the
names drawn on the board, never an internal id.
"""

from __future__ import annotations

import random
import re

import pytest

from deltavkit import GAME, at, match, play
from deltawidgets.games.deltav.components import INCIDENT_NAMES, MINERALS

# -- the log follows the order of play ------------------------------------------------------------

TILES = {
    "0,0": "alphatite:4",
    "0,1": "deltamite:3",
    "0,2": "pirate_attack",
    "0,3": "alien_encounter",
    "6,6": "gammatite:1",
    "6,5": "betamite:1",
}
NO_BRIBES = {"contracts": [["alphatite", "deltamite"], ["betamite"]], "bribe_minerals": []}


def test_reveal_the_asteroid_tiles__the_log_tells_the_incident_before_the_failure_it_causes():
    """Revealing an incident mid-attempt: the tile turns over, so the attempt fails and the
    minerals flip back; the log says it in that order, then the next turn."""
    m = match(TILES, params=NO_BRIBES)
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")))
    start = len(m.log(1))
    play(m, ("reveal", at("0,2")))
    for viewer in (0, 1, "public", "all"):
        assert m.log(viewer)[start - 2 :] == [
            "Player 1 declared contract #1 (Alphatite, Deltamite).",
            "Player 1 revealed an Alphatite tile worth 4 at A1.",
            "Player 1 revealed Pirate Attack at C1 and took the tile.",
            "Player 1 failed contract #1: an incident tile ends the attempt; the revealed tile at A1 flips back face down.",
            "Turn 2: Player 2 to play.",
        ], viewer


def test_alien_encounter__during_an_attempt_the_failure_is_told_before_the_alien_acts():
    m = match(TILES, params=NO_BRIBES)
    play(m, ("buy",), ("declare", 0), ("reveal", at("0,0")), ("reveal", at("0,3")), ("alien", at("6,6")))
    assert m.log("all")[-4:] == [
        "Player 1 revealed Alien Encounter at D1 (1 of 5; number 5 ends the game).",
        "Player 1 failed contract #1: an incident tile ends the attempt; the revealed tile at A1 flips back face down.",
        "Player 1 moved the alien to G7.",
        "Turn 2: Player 2 to play.",  # nobody holds anything to steal
    ]


# -- plain English everywhere, over many random games ----------------------------------------------

ARTICLE = re.compile(r"\b[Aa] [AEIOUaeiou]")
ROW_COL = re.compile(r"\b\d+ ?, ?\d+\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
ELEMENT_ID = re.compile(r"\b[ckbip]\d+(-\d+)?\b")
BARE_INDEX = re.compile(r"\b(at|from|to|on|onto) \d+\b")
MINERAL_WORD = re.compile(r"\b(" + "|".join(MINERALS) + r")\b", re.I)
INCIDENT_WORD = re.compile(r"\b(" + "|".join(INCIDENT_NAMES.values()) + r")\b", re.I)
#: rule option names are what a designer types, so a refusal may name one
OPTIONS = set(GAME.Params.model_fields)


def faults(text: str) -> list[str]:
    out = []
    if "(s)" in text:
        out.append('"(s)" instead of a real plural')
    if ARTICLE.search(text):
        out.append('"a" before a vowel')
    if ROW_COL.search(text) or ELEMENT_ID.search(text) or BARE_INDEX.search(text):
        out.append("an internal id")
    if any(w not in OPTIONS for w in SNAKE.findall(text)):
        out.append("a snake_case code")
    for m in MINERAL_WORD.finditer(text):
        if m[0] != m[0].capitalize():
            out.append(f"mineral written {m[0]!r}")
    names = {n.lower(): n for n in INCIDENT_NAMES.values()}
    for m in INCIDENT_WORD.finditer(text):
        if m[0] != names[m[0].lower()]:
            out.append(f"incident written {m[0]!r}")
    return out


def texts_of_random_game(players: int, seed: int, options: dict, hints_every: int = 6):
    """(where, text) for every prompt, choice label, log line (every viewer) and, at every
    ``hints_every``-th step, every hover hint of the decider and of "all", and the refusal of
    choices legal elsewhere in the game."""
    rng = random.Random(seed)
    s = GAME.setup(GAME.Params.parse({"players": players, **options}), seed)
    viewers = [*range(players), "all", "public"]
    pool: set = set()
    step = 0
    while not s.over:
        d = GAME.decision(s)
        yield f"prompt of {s.phase}", d.prompt
        legal = GAME.legal_actions(s)
        pool.update(legal)
        for a in legal:
            yield f"label of {a}", GAME.label(s, a)
        if step % hints_every == 0:
            for v in (d.player, "all"):
                for element, hint in GAME.element_hints(s, v).items():
                    yield f"hint on {element} in {s.phase}", hint
            others = sorted(pool.difference(legal), key=repr)
            for a in rng.sample(others, min(8, len(others))):
                yield f"refusal of {a} in {s.phase}", GAME.explain(s, a)
        events = GAME.annotate(s, GAME.apply(s, rng.choice(legal)))
        for e in events:
            for v in viewers:
                line = GAME.narrate(e, v)
                if line is not None:
                    yield f"log line of {e['type']} for {v!r}", line
        step += 1


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"contract_attempt": "optional"}), (4, {})])
def test_plain_english__every_prompt_label_log_line_and_hint_over_random_games(players, options):
    """No "(s)", "an" before a vowel, no internal id or code, one capitalisation of every mineral
    and incident name: in everything a person reads, for every viewer."""
    seen: set[str] = set()
    kinds: set[str] = set()
    for seed in range(8):
        for where, text in texts_of_random_game(players, 100 * players + seed, options):
            assert text and text.strip(), where
            if text in seen:
                continue
            seen.add(text)
            kinds.add(where.split(" of ")[0].split(" on ")[0])
            assert not faults(text), (where, text, faults(text))
    assert kinds == {"prompt", "label", "log line", "hint", "refusal"} and len(seen) > 300


def test_plain_english__the_checks_catch_what_they_look_for():
    """The sweep above can fail: each fault it looks for is found in a sentence that has it."""
    bad = [
        "looked at 2 tile(s)",
        "spent a Alphatite bribe",
        "moved to 3,2",
        "stole last_alien",
        "the alien_encounter",
        "reveal at 17",
        "target c17",
        "Reveal a alphatite tile",
        "played pirate attack",
    ]
    assert all(faults(t) for t in bad)
    assert not faults("Player 1 spent an Omnidium bribe; Pirate Attack at C4 (rule option contract_attempt).")


# -- a prompt offers only what can be chosen ------------------------------------------------------


def _verbs(legal, verb, what=None):
    """Is a choice of ``verb`` legal (a steal: of ``what``)?"""
    return any(a[0] == verb and (what is None or a[2] == what) for a in legal)


#: phrase of a prompt -> what must then be among the legal choices
PROMISES = [
    (r"\bmove rockets\b", lambda legal: _verbs(legal, "move")),
    (r"\bprospect\b", lambda legal: _verbs(legal, "prospect")),
    (r"make a satellite survey", lambda legal: _verbs(legal, "survey")),
    (r"buy a rocket", lambda legal: _verbs(legal, "buy")),
    (r"finish moving", lambda legal: _verbs(legal, "done")),
    (r"stop scanning", lambda legal: _verbs(legal, "done")),
    (r"keep it hidden", lambda legal: _verbs(legal, "keep")),
    (r"end your turn", lambda legal: _verbs(legal, "end")),
    (r"skip the attempt", lambda legal: _verbs(legal, "skip")),
    (r"accept failure|, or fail", lambda legal: _verbs(legal, "accept")),
    (r"Pick a rocket to move", lambda legal: _verbs(legal, "rocket")),
    (r"Steal an incident tile", lambda legal: _verbs(legal, "steal", "incident")),
    (r"an unspent bribe from", lambda legal: _verbs(legal, "steal", "bribe")),
    (r"or nothing", lambda legal: _verbs(legal, "nosteal")),
    (r"or leave it", lambda legal: _verbs(legal, "stay")),
    (r"or stay", lambda legal: _verbs(legal, "stay")),
    (r"Declare the contract", lambda legal: _verbs(legal, "declare")),
    (r"^Discard Pirate Attack", lambda legal: _verbs(legal, "pirate") and _verbs(legal, "pass")),
    (r"^Discard Meteor Storm", lambda legal: _verbs(legal, "storm") and _verbs(legal, "pass")),
    (r"spend a bribe|spend your own bribe", lambda legal: _verbs(legal, "bribe")),
    (r"^Bid up", lambda legal: _verbs(legal, "bid") and _verbs(legal, "pass")),
]
# "discard Sabotage or Mineral Scan" in the action, declaration and stormed steps
OWN_TURN = {name: kind for kind, name in INCIDENT_NAMES.items()}


def broken_promises(prompt: str, legal: list) -> list[str]:
    out = [p for p, ok in PROMISES if re.search(p, prompt) and not ok(legal)]
    for clause in re.findall(r"\bdiscard ([A-Z][^;]*?)(?: or end|$|;)", prompt):
        for name in re.split(r", | or ", clause):
            if ("use", OWN_TURN.get(name)) not in legal:
                out.append(f"discard {name}")
    return out


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"contract_attempt": "optional"}), (4, {"rockets_per_player": 2})])
def test_prompts__offer_only_choices_that_are_legal_over_random_games(players, options):
    """Every step's prompt: each choice it names (move, prospect, survey, buy, finish moving,
    discard an incident, steal, skip, ...) is among the legal choices at that moment."""
    checked = 0
    for seed in range(10):
        rng = random.Random(seed)
        s = GAME.setup(GAME.Params.parse({"players": players, **options}), 50 + seed)
        while not s.over:
            legal = GAME.legal_actions(s)
            prompt = GAME.decision(s).prompt
            assert not broken_promises(prompt, legal), (s.phase, prompt, legal)
            checked += 1
            GAME.apply(s, rng.choice(legal))
    assert checked > 500


def test_prompts__the_promise_check_catches_an_offer_that_is_not_there():
    assert broken_promises("Pick a rocket to move, or finish moving", [("rocket", 24)]) == ["finish moving"]
    assert broken_promises("Take one action: move rockets or buy a rocket; or first discard Sabotage", [("move",), ("buy",)]) == ["discard Sabotage"]
    assert not broken_promises(
        "Take one action: prospect or buy a rocket; or first discard Sabotage or Mineral Scan",
        [("prospect",), ("buy",), ("use", "sabotage"), ("use", "mineral_scan")],
    )


def test_action_move_rockets__the_first_pick_does_not_offer_to_finish():
    """Action: Move Rockets: finishing needs one rocket moved, so the first pick's prompt does
    not offer it; after a move it does."""
    m = match(TILES, params=NO_BRIBES, rockets=[{"station": 2}, {"station": 1}])
    play(m, ("move",))
    assert m.decision().prompt == "Pick a rocket to move" and ("done",) not in m.legal()
    play(m, ("rocket", 24), ("to", at("0,0")))
    assert m.decision().prompt == "Pick a rocket to move, or finish moving" and ("done",) in m.legal()


def test_take_an_action__the_prompt_names_only_the_actions_open_now():
    """1) Take an Action: with the shipyard empty and no bribe left, buying and surveying are not offered."""
    m = match(TILES, params={**NO_BRIBES, "rockets_per_player": 1})
    assert m.decision().prompt == "Take one action: move rockets or prospect"


def test_action_prospect__an_empty_prospect_stays_legal_and_says_it_looks_at_nothing():
    """Action: Prospect (ruling): with no rocket on a face-down tile a prospect looks at nothing;
    it stays legal, and its label and log line say so plainly."""
    m = match(TILES, params=NO_BRIBES)
    assert ("prospect",) in m.legal()
    assert GAME.label(m.state, ("prospect",)) == "Prospect (no rocket of yours is on a face-down tile: looks at nothing)"
    play(m, ("prospect",))
    assert m.log(1)[-1] == "Player 1 has no rocket on a face-down tile to look under (prospect)."
    m = match(TILES, params=NO_BRIBES, rockets=[{"0,0": 1}, {"station": 1}])
    assert GAME.label(m.state, ("prospect",)) == "Prospect"
