"""The networked table (issue 38): seats' pages over real websockets on the loopback.

Each test serves a table on 127.0.0.1 on the event loop ``asyncio.run`` makes, connects
websocket clients as the pages would (tornado's client) and reads what each receives; every loop
is bounded and stops by itself.
"""

from __future__ import annotations

import asyncio
import base64
import json

import pytest
from tornado import httpclient, websocket

import netkit
from deltawidgets.net import Table
from deltawidgets.net.server import BURST, PER_SECOND
from deltawidgets.widgets.sync import decode

GAMES = ("deltav", "delta", "spatial", "vesta")


class Page:
    """A seat's page as the server sees it: a websocket, and the state it was sent."""

    def __init__(self, conn):
        self.conn = conn
        self.state: dict = {}
        self.custom: list = []
        self.refused: list[str] = []
        self.frames = 0

    @classmethod
    async def open(cls, url: str) -> Page:
        page = cls(await websocket.websocket_connect(url.replace("http://", "ws://") + "/ws"))
        await page.read()
        return page

    async def read(self, timeout: float = 5.0) -> None:
        """Take the next frame (a state update, a custom message or a refusal)."""
        text = await asyncio.wait_for(self.conn.read_message(), timeout)
        assert text is not None, f"the table closed the page: {self.conn.close_code} {self.conn.close_reason}"
        self.frames += 1
        message = json.loads(text)
        if message["method"] == "update":
            state = message["state"]
            for path, b in zip(message.get("buffer_paths", []), message.get("buffers", []), strict=True):
                state[path[0]] = base64.b64decode(b)
            self.state.update(state)
        elif message["method"] == "custom":
            self.custom.append(message["content"])
        else:
            self.refused.append(message["text"])

    async def until(self, done, what: str, timeout: float = 10.0) -> None:
        """Read frames until ``done(self)`` holds (at most ``timeout`` seconds: a busy machine
        is waited for, a page that never gets there fails naming ``what``)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not done(self):
            left = end - loop.time()
            assert left > 0, f"the page never got {what}: refused {self.refused}, error {self.state.get('error')!r}"
            try:
                await self.read(timeout=left)
            except asyncio.TimeoutError:
                pass

    async def settle(self) -> None:
        """Read the frames already sent, as far as a quiet moment (only where nothing more is
        awaited: what a test waits for, it waits for with :meth:`until`)."""
        while True:
            try:
                await self.read(timeout=0.1)
            except asyncio.TimeoutError:
                return

    def send(self, content: dict) -> None:
        self.conn.write_message(json.dumps({"method": "custom", "content": content}))

    def status(self) -> dict:
        return decode(self.state["snapshot"])["status"] if "snapshot" in self.state else {}


def served(game, **kw) -> Table:
    return Table(game, **kw).start("127.0.0.1", 0)


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_plays_its_own_choices_from_its_page_and_every_page_follows(game):
    """Issue 38, "One code path": a seat's page plays the seat's choices through the seat-locked
    widget's own message; the designer's widget and the other pages follow the match."""

    async def play():
        table = served(game, seed=4, params={"players": 2})
        try:
            pages = {seat: await Page.open(table.link(seat)) for seat in table.seats}
            for _ in range(6):
                decider = table.match.decision().player
                before = table.match.cursor
                pages[decider].send({"type": "act", "index": 0, "step": before})
                for p in pages.values():
                    await p.until(lambda p, before=before: p.state["cursor"] == before + 1, f"step {before + 1}")
                assert table.match.cursor == before + 1
                assert table.designer.cursor == table.match.cursor
        finally:
            table.stop()

    netkit.run(play)


def test_a_page_may_not_choose_for_another_seat_and_the_match_is_unchanged():
    """Issue 38, "Security": out of turn, a seat's page is refused with the lock's sentence."""

    async def play():
        table = served("deltav", seed=3, params={"players": 2, "first_player": 0})
        try:
            other = await Page.open(table.link(1))
            other.send({"type": "act", "index": 0, "step": 0})
            await other.until(lambda p: p.state["error"], "the sentence saying why nothing happened")
            assert table.match.cursor == 0
        finally:
            table.stop()

    netkit.run(play)


@pytest.mark.parametrize(
    "message, said",
    [
        ('{"method": "update", "state": {"seed": 7}}', 'only send its choices and requests ("custom" messages); it sent "update"'),
        ("not json", "must be JSON text"),
        ('{"method": "custom", "content": [1]}', "content as a JSON object"),
    ],
)
def test_a_malformed_message_is_refused_with_a_sentence_and_the_match_unchanged(message, said):
    async def play():
        table = served("delta", seed=2)
        try:
            page = await Page.open(table.link(0))
            seed, cursor = table.match.seed, table.match.cursor
            page.conn.write_message(message)
            await page.until(lambda p: p.refused, "a refusal")
            assert any(said in r for r in page.refused), page.refused
            assert (table.match.seed, table.match.cursor) == (seed, cursor)
        finally:
            table.stop()

    netkit.run(play)


def test_a_forged_token_gets_a_refusal_and_nothing_else():
    async def play():
        table = served("spatial", seed=1)
        try:
            base = table.link(0).rsplit("/", 1)[0]
            client = httpclient.AsyncHTTPClient()
            response = await client.fetch(base + "/forged-token", raise_error=False)
            assert response.code == 403 and b"no seat at this table" in response.body
            conn = await websocket.websocket_connect(base.replace("http://", "ws://") + "/forged-token/ws")
            assert await asyncio.wait_for(conn.read_message(), 5) is None
            assert conn.close_code == 4403
        finally:
            table.stop()

    netkit.run(play)


def test_a_reissued_token_closes_the_old_pages_and_the_old_link():
    async def play():
        table = served("vesta", seed=1)
        try:
            old = table.link(0)
            page = await Page.open(old)
            table.reissue(0)
            assert await asyncio.wait_for(page.conn.read_message(), 5) is None
            assert "replaced by a new one" in page.conn.close_reason
            fresh = await Page.open(table.link(0))
            assert fresh.state["cursor"] == table.match.cursor
        finally:
            table.stop()

    netkit.run(play)


def test_a_page_that_reconnects_gets_the_current_step():
    """Issue 38, "Faults": a reloaded page rejoins its seat where the match is."""

    async def play():
        table = served("deltav", seed=5, params={"players": 2})
        try:
            table.designer.act(table.designer.legal[0]["action"])
            page = await Page.open(table.link(0))
            assert page.state["cursor"] == table.match.cursor == 1
        finally:
            table.stop()

    netkit.run(play)


def test_a_flooding_page_is_not_read_and_the_other_seats_play_on():
    """Issue 38, "Hostile tests": a page sending 1,000 messages at once is read only up to its
    allowance (the rest dropped, it is told so), and the other seat plays on meanwhile."""

    async def play():
        table = served("deltav", seed=3, params={"players": 2, "first_player": 0})
        try:
            calm, flood = await Page.open(table.link(0)), await Page.open(table.link(1))
            asked = []
            table.seats[1].widget.on_msg(lambda _w, content, _b: asked.append(content))
            loop = asyncio.get_running_loop()
            start = loop.time()
            for _ in range(1000):
                flood.send({"type": "hint", "target": "nothing"})
            calm.send({"type": "act", "index": 0, "step": 0})
            await calm.until(lambda p: p.state["cursor"] == 1, "its own move played")
            await flood.until(lambda p: any("more than 20 messages a second" in r for r in p.refused), "the sentence saying it sends too much")
            await flood.settle()
            # the bucket: BURST at once, then PER_SECOND a second over however long the flood took here
            allowed = BURST + PER_SECOND * (loop.time() - start) + 1
            assert len(asked) <= allowed, f"{len(asked)} of the flood's 1,000 messages were read; at most {allowed:.0f} may be"
        finally:
            table.stop()

    netkit.run(play)


def test_an_oversized_message_closes_the_page_unread():
    async def play():
        table = served("delta", seed=2)
        try:
            page = await Page.open(table.link(0))
            page.conn.write_message(json.dumps({"method": "custom", "content": {"type": "hint", "target": "x" * 50_000}}))
            assert await asyncio.wait_for(page.conn.read_message(), 5) is None
            assert page.conn.close_code == 1009
            assert table.match.cursor == 0
        finally:
            table.stop()

    netkit.run(play)


def test_the_designer_sees_a_link_and_a_qr_code_for_each_human_seat_and_the_spectators():
    """Issue 38, "From a notebook cell": one link per human seat (a bot's seat has none), each
    with its QR code, and the spectators' link."""

    async def play():
        table = served("spatial", seed=1, params={"players": 3}, seats=["human", "bot", "human"])
        try:
            shown = table.links().value
            assert sorted(table.seats) == [0, 2]
            for seat in (0, 2):
                assert table.link(seat) in shown
            assert table.link("public") in shown and "Spectators" in shown
            assert shown.count("<svg") == 3
        finally:
            table.stop()

    netkit.run(play)


def test_a_seat_handed_to_a_bot_is_played_by_it_and_its_page_may_not_choose():
    """Issue 38, "Faults": the designer hands a seat that left to a bot (and back); the bot plays
    its turns, and the seat's page is refused meanwhile."""

    async def play():
        table = served("deltav", seed=3, params={"players": 2, "first_player": 0})
        try:
            table.designer.speed = 0.01
            left, stays = await Page.open(table.link(1)), await Page.open(table.link(0))
            table.designer.seats = ["human", "random"]
            assert table.designer.autoplay is False  # turned on by the designer, as in any widget
            table.designer.autoplay = True
            for _ in range(20):  # seat 0 plays; the bot answers for seat 1 (bounded)
                d = table.match.decision()
                if d is None or table.match.cursor >= 8:
                    break
                step = table.match.cursor
                if d.player == 0:
                    stays.send({"type": "act", "index": 0, "step": step})
                await stays.until(lambda p, step=step: p.state["cursor"] > step, f"a move after step {step}")
            assert table.match.cursor >= 8
            open_widgets = [table.designer] + [d.widget for d in table.seats.values()]
            assert all(w.session.seats == ["human", "random"] for w in open_widgets)
            watcher = await Page.open(table.link("public"))
            assert table.spectators.widget.session.seats == ["human", "random"]
            await watcher.until(lambda p: p.state["cursor"] == table.match.cursor, "the current step")
            await left.settle()
            before = table.match.cursor
            left.send({"type": "act", "index": 0, "step": before})
            await left.until(lambda p: p.state["error"], "the sentence saying its seat is a bot's now")
            assert table.match.cursor == before
        finally:
            table.stop()

    netkit.run(play)


def test_a_table_reopens_where_it_was_after_the_kernel_restarts(tmp_path):
    """Issue 38, "Faults": the table keeps its game in the archive after every move, so a kernel
    that restarts loses nothing: the table reopens at the same step, same seats and names, with
    new links."""

    async def play():
        path = tmp_path / "lab.duckdb"
        table = served("delta", seed=6, params={"players": 2}, names=["Ana", "Ben"], archive=path)
        try:
            page = await Page.open(table.link(0))
            for _ in range(3):
                step = table.match.cursor
                table.designer.act(table.designer.legal[0]["action"])
                await page.until(lambda p, step=step: p.state["cursor"] == step + 1, f"step {step + 1}")
            await netkit.settled(table)
            kept, record, old = table.kept, table.match.record(), table.link(0)
        finally:
            table.stop()
        again = Table.reopen(path, kept).start()
        try:
            assert again.match.record() == record and again.match.cursor == 3
            assert again.designer.names == ["Ana", "Ben"]
            assert again.link(0) != old
            fresh = await Page.open(again.link(0))
            assert fresh.state["cursor"] == 3
        finally:
            again.stop()

    netkit.run(play)


def test_a_door_nobody_opened_costs_a_move_nothing_and_catches_up_when_opened():
    """A seat's widget with no page open is not redrawn at each move (the load benchmark's
    tables: a move redraws only the widgets someone sees); its page, opened later, starts at the
    current step."""

    async def play():
        table = served("spatial", seed=2, params={"players": 2})
        try:
            for _ in range(3):
                table.designer.act(table.designer.legal[0]["action"])
            late = table.seats[1].widget
            assert table.seats[1].behind and late.cursor == 0
            page = await Page.open(table.link(1))
            assert not table.seats[1].behind
            assert page.state["cursor"] == late.cursor == table.match.cursor == 3
        finally:
            table.stop()

    netkit.run(play)


def test_after_a_move_the_table_s_other_widgets_follow_one_a_turn_of_the_loop():
    """Issue 38, the load benchmark's goal (a click at one table must not wait for another
    table's whole redraw): the widget that moved shows it at once; the others follow one per turn
    of the event loop, the designer's first, then the seat now deciding, so that other tables'
    messages are read between them. A table not served brings every widget up to date at once."""

    async def play():
        table = served("deltav", seed=4, params={"players": 2, "first_player": 0})
        try:
            pages = {seat: await Page.open(table.link(seat)) for seat in table.seats}
            before = table.match.cursor
            table.seats[0].widget.act(0)
            nxt = table.match.decision().player
            cursors = lambda: (table.seats[0].widget.cursor, table.designer.cursor, table.seats[1].widget.cursor)
            assert cursors() == (before + 1, before, before), "only the widget that moved, before the loop turns"
            await asyncio.sleep(0)
            assert cursors() == (before + 1, before + 1, before), "the designer's next"
            await asyncio.sleep(0)
            assert cursors() == (before + 1,) * 3, f"then Player {nxt + 1}'s"
            await pages[1].until(lambda p: p.state["cursor"] == before + 1, "the move")
        finally:
            table.stop()

    netkit.run(play)
    quiet = Table("deltav", seed=4, params={"players": 2, "first_player": 0})
    quiet.seats[0].widget.act(0)
    assert quiet.designer.cursor == quiet.match.cursor == 1


def test_a_served_table_keeps_its_game_off_the_event_loop_the_newest_position_last(tmp_path):
    """Issue 38, "Faults" (the archive keeps the game after every move): rebuilding a game's row
    and writing the file take tens of milliseconds, so a served table keeps in a thread, a fifth
    of a second after a move, and a move returns before it is kept; the moves made meanwhile are
    kept with it, and the archive ends holding the game as it stands."""
    from deltawidgets.lab.archive import Archive

    path = tmp_path / "lab.duckdb"

    async def play():
        table = served("delta", seed=6, params={"players": 2}, names=["Ana", "Ben"], archive=path)
        try:
            for _ in range(3):
                table.designer.act(table.designer.legal[0]["action"])
            assert not table.settled and table.kept is None, "nothing is kept before the loop turns"
            await netkit.settled(table)
            assert Archive(path).record(table.kept) == table.match.record() and table.match.cursor == 3
        finally:
            table.stop()

    netkit.run(play)


def test_a_game_that_ends_at_a_served_table_is_kept_once_whole_with_no_error(tmp_path):
    """Issue 38, "Faults": at a game's end the designer's widget keeps it (as any widget with an
    archive does) while the table's thread keeps the last moves; the two writes take turns (two
    at once conflict in DuckDB), and the archive holds the finished game once."""
    from deltawidgets.lab.archive import Archive

    path = tmp_path / "lab.duckdb"
    short = {"players": 2, "belt_length": 2, "push_size": 3, "setup_face_up": 6, "trade_offers": 0, "actions": 1, "saloon_cards": 0, "saloon_water": 0}
    short["tiles"] = {"titanium:1": 1, "empty_space": 4, "gold:1": 4}

    async def play():
        table = served("vesta", seed=4, params=short, archive=path)
        try:
            while not table.match.is_over():
                table.designer.act(table.designer.legal[0]["action"])
                await asyncio.sleep(0)
            await netkit.settled(table)
            assert table.designer.error == ""
            rows = Archive(path).select(game="vesta")
            assert [(r["id"], r["stopped_at"]) for r in rows] == [(table.kept, None)]
            assert Archive(path).record(table.kept) == table.match.record()
        finally:
            table.stop()

    netkit.run(play)


def test_behind_a_hub_s_proxy_the_links_go_through_it_and_a_bad_url_is_refused():
    """Issue 38, "Where it runs" (JupyterHub or Binder, through jupyter-server-proxy): with the
    Jupyter server's URL the links read ``<server>/proxy/<port>/t/<token>``; anything but an
    http(s) URL is refused in a sentence before anything is served."""

    async def play():
        table = Table("deltav", seed=1)
        with pytest.raises(Exception, match="proxy is the URL of your Jupyter server"):
            table.start(proxy="/user/ana/")
        assert table.server is None
        table.start("127.0.0.1", 0, proxy="https://hub.example.org/user/ana/")
        try:
            assert table.link(0) == f"https://hub.example.org/user/ana/proxy/{table.port}/t/{table.seats[0].token}"
            assert table.link() == f"https://hub.example.org/user/ana/proxy/{table.port}/t/{table.spectators.token}"
        finally:
            table.stop()

    netkit.run(play)
