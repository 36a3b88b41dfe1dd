"""The sections a lesson must teach, read from the rulebook text itself (not a hand list that
could drift from it): its headings, and each kind of piece, card, tile and incident it lists.

The rulebooks are plain text without markup, so each reader knows its book's layout.
"""

from __future__ import annotations

import re
from pathlib import Path

RULEBOOKS = Path("/work/shared/rules")
#: words a heading may keep in lower case ("Ending the Game", "3. End of Round")
SMALL = {"a", "an", "and", "of", "the", "to", "for", "per", "your", "on"}


def _section(text: str, heading: str, after: str) -> str:
    """The body of ``heading`` (the line that says just that, after ``after``), up to the next
    line of a heading list."""
    start = text.index(f"\n{heading}\n", text.index(after)) + len(heading) + 2
    return text[start:]


def _bullets(body: str, stop: str) -> list[str]:
    """Names of "• Name: ..." bullets of ``body`` up to the line ``stop``."""
    body = body.split(f"\n{stop}\n", 1)[0]
    return [m.group(1).strip() for m in re.finditer(r"^\s*• ([^:\n]+):", body, re.M)]


def delta_v_sections(text: str) -> list[str]:
    r"""Delta V: the table of contents' headings, in order, with the pieces of "Components" after
    it and the incidents of "Incident Tile Explanations" after that (a piece that is also a
    heading, Bribe Counters, stays at its heading).

    >>> book = ("Contents\n• Object of the Game\n• Components\n• Play\n  • Incident Tile Explanations\n"
    ...         "• Game End\n\nObject of the Game\n\nWin.\nComponents\n• Rockets: twenty.\n• Game End: see"
    ...         " below.\nSetting Up the Game\nRevealing Incident Tiles\nIncident Tile Explanations\n"
    ...         "• Sabotage: remove a rocket.\nBribe Counters\n")
    >>> delta_v_sections(book)
    ['Object of the Game', 'Components', 'Rockets', 'Play', 'Incident Tile Explanations', 'Sabotage', 'Game End']
    """
    toc = text.split("\nObject of the Game\n\n", 1)[0]
    headings = [line.strip().lstrip("•").strip() for line in toc.splitlines() if line.strip().startswith("•")]
    body = text[len(toc) :]
    parts = {
        "Components": _bullets(_section(body, "Components", "Object of the Game"), "Setting Up the Game"),
        "Incident Tile Explanations": _bullets(_section(body, "Incident Tile Explanations", "Revealing Incident Tiles"), "Bribe Counters"),
    }
    out = []
    for h in headings:
        out.append(h)
        out += [p for p in parts.get(h, []) if p not in headings]
    return out


def _is_heading(line: str) -> bool:
    """A short Title Case line that is not a sentence, a table row or a count."""
    words = line.split()
    if not words or len(words) > 5 or "|" in line or line[-1] in ".,;" or re.match(r"\d+ ", line):
        return False
    if re.match(r"\d+\. ", line):
        words = words[1:]
    return all(w[0].isupper() or w in SMALL for w in words)


def spatial_delivery_sections(text: str) -> list[str]:
    r"""Spatial Delivery: every heading line in order (a trailing colon dropped; a heading the
    "Rounds" list names before its section is placed at its section), with
    the pieces of "Components" after it (a count and a note in brackets dropped:
    "50 Trade Stations (10 per player)" is "Trade Stations").

    >>> book = ("It is the future.\nComponents\n40 Goods Cards\n5 Spaceships (1 per player)\nOverview\n"
    ...         "Rounds\n1. Card Draft\n2. End of Round\n1. Card Draft:\nTake a card.\n2. End of Round\n")
    >>> spatial_delivery_sections(book)
    ['Components', 'Goods Cards', 'Spaceships', 'Overview', 'Rounds', '1. Card Draft', '2. End of Round']
    """
    lines = [line.strip().rstrip(":").strip() for line in text.splitlines()]
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        if line == "Components":
            out.append(line)
            i += 1
            while lines[i] != "Overview":
                out.append(re.sub(r"^\d+ |\s*\(.*\)$", "", lines[i]).strip())
                i += 1
            continue
        if _is_heading(line):
            if line in out:
                out.remove(line)
            out.append(line)
        i += 1
    return out


#: game -> (rulebook file, reader)
READERS = {
    "deltav": ("delta_v.txt", delta_v_sections),
    "spatial": ("spatial_delivery.txt", spatial_delivery_sections),
}


def rulebook_sections(game: str) -> list[str] | None:
    """The sections of ``game``'s rulebook, or None without a reader or the shared rulebooks."""
    if game not in READERS or not (RULEBOOKS / READERS[game][0]).exists():
        return None
    name, read = READERS[game]
    return read((RULEBOOKS / name).read_text(encoding="utf-8"))
