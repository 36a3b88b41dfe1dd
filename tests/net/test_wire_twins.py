"""Issue 38, "Done when": the twin-world leak check on every seat's wire. Two tables whose
positions differ only where a seat cannot see (twinkit's twins: a scenario changed where the seat
cannot tell, laid out again) send that seat's page the very same frames, byte for byte, at the
position and after the same moves, until a move shows the seat the secret itself (its own draw);
so do the spectators' pages. Every game, at sampled positions of a random game.
"""

from __future__ import annotations

import asyncio
import random

import pytest
from tornado import websocket

import netkit
from deltawidgets import get_game
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.match import Match
from deltawidgets.net import Table
from tests.conformance import conformkit as ck
from tests.conformance import twinkit as tk

GAMES = ("deltav", "delta", "spatial", "vesta")
#: moves played in both worlds after the twin position (while the seat's view stays the same)
MOVES = 6


#: a frame the test itself puts on a seat's wire after what the table sent: reading up to it
#: reads everything sent before, with no waiting for a quiet moment
MARK = '{"method":"mark"}'


def door_of(table: Table, seat):
    return table.spectators if seat == PUBLIC else table.seats[seat]


async def frames_of(table: Table, seat) -> tuple[websocket.WebSocketClientConnection, list[str]]:
    conn = await websocket.websocket_connect(table.link(seat).replace("http://", "ws://") + "/ws")
    got: list[str] = []
    await drain(table, seat, conn, got)
    return conn, got


async def drain(table: Table, seat, conn, got: list[str]) -> None:
    """Every frame the table sent the seat's page so far (up to the mark put after them), once
    every widget of the table shows the last move (they follow it one per turn of the loop)."""
    while not table.settled:
        await asyncio.sleep(0)
    door_of(table, seat).deliver(MARK)
    while True:
        text = await asyncio.wait_for(conn.read_message(), 5)
        assert text is not None, "the table closed the page"
        if text == MARK:
            return
        got.append(text)


def same_view(game, a, b, seat) -> bool:
    return game.observation(a, seat) == game.observation(b, seat) and tk.known(game, a, seat)[0] == tk.known(game, b, seat)[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_seats_wire_is_the_same_in_twin_worlds(name):
    game = get_game(name)
    params = game.Params.parse({"players": 2})
    rng = random.Random(38)
    checked = 0

    async def run():
        nonlocal checked
        for s in ck._leak_starts(game, {"players": 2}, 5, 2, rng)[:2]:
            base = tk.laid_out(game, params, s)
            for seat in (0, 1, PUBLIC):
                for twin in tk.twins(game, params, base, seat, rng, want=1):
                    tables = [Table(game, match=Match(game, params, 1, scenario=game.scenario_of(x))).start() for x in (base, twin.state)]
                    try:
                        (ca, fa), (cb, fb) = [await frames_of(t, seat) for t in tables]
                        assert fa == fb, f"{name}, {seat!r}: the first frames differ for twins that differ in {twin.what}"
                        for _ in range(MOVES):
                            a, b = (t.match.state for t in tables)
                            if game.is_over(a) or not same_view(game, a, b, seat):
                                break
                            common = [x for x in game.legal_actions(a) if x in set(game.legal_actions(b))]
                            if not common:
                                break
                            move = rng.choice(common)
                            for t in tables:
                                t.designer.act(list(move))
                            await drain(tables[0], seat, ca, fa)
                            await drain(tables[1], seat, cb, fb)
                            if not same_view(game, tables[0].match.state, tables[1].match.state, seat):
                                break  # the move showed this seat the secret: its frames may differ now
                            assert fa == fb, f"{name}, {seat!r}: after {move}, the frames differ for twins that differ in {twin.what}"
                        checked += 1
                    finally:
                        for t in tables:
                            t.stop()

    netkit.run(run)
    assert checked >= 3, f"{name}: too few twins were found to check ({checked})"
