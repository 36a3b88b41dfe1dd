"""Table: one match played over the network, a page per seat, the designer's widget in the notebook.

Each human seat gets a link with an unguessable token; the page behind it is the widget's own
front-end drawing a seat-locked :class:`GameWidget` of the table's match, whose comm is the
page's websocket (page_comm.py). Every rule of seats, locks and checks is the widget's, so a page
may do exactly what a notebook widget locked to that seat may do (issue 38, "One code path").
The designer's widget shows the whole table; a change made through any of the table's widgets
(a seat's choice, the designer's undo, a bot's move) is shown by all of them.

>>> t = Table("deltav", seed=3, params={"first_player": 0})
>>> sorted(t.seats)
[0, 1]
>>> t.door(t.seats[0].token).seat, t.door("forged")
(0, None)
"""

from __future__ import annotations

import asyncio
import hmac
import html
import secrets
import socket
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC
from deltawidgets.core.match import Match
from deltawidgets.games import get_game
from deltawidgets.net.page_comm import PageComm
from deltawidgets.net.server import listen
from deltawidgets.widgets import GameWidget, keep, widget_for
from deltawidgets.widgets.viewers import check_seats

#: bytes of randomness in a link's token (URL-safe base64: 32 characters)
TOKEN_BYTES = 24
#: seconds a served table waits after a move before keeping the game, so that the moves made
#: meanwhile are kept in the same write
KEEP_AFTER = 0.2
#: the one thread every table of this process keeps its games in, one write after another
KEEPER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="deltawidgets-keep")


def network_address() -> str:
    """This machine's address on its network (the one a route to the outside would leave by;
    connecting a UDP socket sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, nothing is sent
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


@dataclass
class Door:
    """One way into the table: a seat's (or the spectators') token, widget and open pages."""

    seat: int | str
    token: str
    widget: GameWidget
    pages: set = field(default_factory=set)
    #: whether the match moved on while no page was open (see ``Table._changed``)
    behind: bool = False

    def deliver(self, text: str) -> None:
        for page in list(self.pages):
            page.deliver(text)


class Table:
    """A match of ``game`` for people on their own devices: ``seats`` as for :class:`GameWidget`
    (``"human"`` or a bot per seat), ``names`` one per seat, ``archive`` where a finished game is
    kept; ``match`` an existing match to play on instead of a new one. ``designer`` is the notebook's widget of the whole table; ``seats`` maps each human
    seat to its :class:`Door`, ``spectators`` is the door of the public view."""

    def __init__(self, game, params=None, seed=None, seats=None, names=None, archive=None, match=None):
        self.game = get_game(game) if isinstance(game, str) else game
        self.match = match if match is not None else Match(self.game, params, seed)
        players = self.game.num_players(self.match.state)
        seating = check_seats(seats if seats is not None else ["human"] * players, players)
        self.designer = widget_for(self.game.name, match=self.match, seats=seating, viewer="all", archive=archive, names=names)
        self.designer.session.autokeep.on = False  # the table keeps after every move (_keep)
        #: the archive the game is kept in after every move (so that a restarted kernel loses
        #: nothing: :meth:`reopen`), and the id it is kept under now
        self.archive = None if archive is None else str(archive)
        self.kept: str | None = None
        self.seats: dict[int, Door] = {}
        for seat, kind in enumerate(seating):
            if kind == "human":
                self.seats[seat] = self._door(seat, seating)
        self.spectators = self._door(PUBLIC, seating)
        self._widgets = [self.designer] + [d.widget for d in self.doors()]
        self._doors_by_widget = {id(d.widget): d for d in self.doors()}
        self._following = False
        #: the widgets to bring up to date after a move (by id, in the order they fell behind),
        #: whether a turn of the loop is booked to do it, and the seats and decider to show
        self._due: dict[int, GameWidget] = {}
        self._draining = False
        self._seating: list = []
        self._deciding = None
        #: the keep booked or being written (a timer or a future), and the newest position
        #: waiting for it (see ``_keep``)
        self._keeping = None
        self._keep_job: tuple | None = None
        self.designer.autoplay = any(kind != "human" for kind in seating)
        self.server = None
        self.port = 0
        self.address = ""
        self.proxy: str | None = None
        for w in self._widgets:
            self._follow(w)

    def _door(self, seat, seating) -> Door:
        door = Door(seat, secrets.token_urlsafe(TOKEN_BYTES), None)  # type: ignore[arg-type]
        comm = PageComm(door.deliver)
        door.widget = widget_for(self.game.name, match=self.match, seats=seating, viewer=seat, lock=seat, comm=comm)
        return door

    # -- serving ----------------------------------------------------------------------------------
    def start(self, host: str = "127.0.0.1", port: int = 0, address: str | None = None, proxy: str | None = None) -> Table:
        """Serve the table's pages on the running event loop (a notebook's kernel runs one):
        ``host`` "127.0.0.1" for this machine only, "0.0.0.0" for every device on the network;
        ``address`` is how the links name this machine (by default ``host``, or this machine's
        address on the network). On JupyterHub or Binder, ``proxy`` is the URL of the Jupyter
        server the notebook runs on, up to its base (as the browser shows it, before ``lab``):
        jupyter-server-proxy there passes ``<proxy>/proxy/<port>/`` to the table, and the links
        go that way.

        >>> Table("deltav").start(proxy="hub.example.org/user/ana")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        deltawidgets.core.errors.BadInput: proxy is the URL of your Jupyter server, starting with https:// or http:// ...
        """
        if self.server is not None:
            raise BadInput(f"The table is served already, on port {self.port}.")
        if proxy is not None and not (isinstance(proxy, str) and proxy.startswith(("https://", "http://"))):
            raise BadInput(
                f"proxy is the URL of your Jupyter server, starting with https:// or http:// (like 'https://hub.example.org/user/ana/'); got {proxy!r}."
            )
        self.server, self.port = listen(self, host, port)
        self.address = address or (host if host not in ("0.0.0.0", "") else network_address())
        self.proxy = proxy.rstrip("/") if proxy else None
        return self

    def stop(self) -> None:
        """Stop serving: every page is told the table closed; the match and widgets stay."""
        if self.server is None:
            return
        for door in self.doors():
            for page in list(door.pages):
                page.close_for("The designer closed this table.")
        self.server.stop()
        self.server = None

    def link(self, seat=PUBLIC) -> str:
        """The link of ``seat`` (or the spectators'), once the table is served."""
        if self.server is None:
            raise BadInput("The table is not served yet: call table.start() first.")
        door = self._door_of(seat)
        if self.proxy:
            return f"{self.proxy}/proxy/{self.port}/t/{door.token}"
        return f"http://{self.address}:{self.port}/t/{door.token}"

    # -- the designer's view in the notebook -------------------------------------------------------
    def links(self):
        """The links as a table the notebook shows: each seat's name, its link and a QR code of
        it for a phone across the table; then the spectators'."""
        import ipywidgets
        import segno

        if self.server is None:
            return ipywidgets.HTML("<p>The table is not served yet: run <code>table.start()</code> (see docs/usage.md, Playtest over the network).</p>")
        names = self.game.seat_names(self.match.state)
        rows = [(names[seat], self.link(seat)) for seat in self.seats] + [("Spectators", self.link(PUBLIC))]
        cells = "".join(
            f"<tr><th scope='row'>{html.escape(who)}</th><td><a href='{html.escape(url)}' target='_blank' rel='noopener'>{html.escape(url)}</a></td>"
            f"<td>{segno.make(url, error='m').svg_inline(scale=3, title=f'QR code of the link for {who}')}</td></tr>"
            for who, url in rows
        )
        caption = f"{html.escape(self.game.title)}: one link per seat; keep them private"
        return ipywidgets.HTML(f"<table class='dw-net-links'><caption>{caption}</caption>{cells}</table>")

    def _ipython_display_(self):
        import ipywidgets
        from IPython.display import display

        display(ipywidgets.VBox([self.links(), self.designer]))

    def _door_of(self, seat) -> Door:
        """The door of ``seat`` (or PUBLIC, the spectators'); a seat without one is refused."""
        door = self.spectators if seat == PUBLIC else self.seats.get(seat)
        if door is None:
            raise BadInput(f"Seat {seat!r} has no link at this table: only the human seats {sorted(self.seats)} and the spectators do.")
        return door

    def doors(self) -> list[Door]:
        return [*self.seats.values(), self.spectators]

    def door(self, token) -> Door | None:
        """The door ``token`` opens, or None: compared in constant time, so a stranger learns
        nothing from how long a refusal takes."""
        if not isinstance(token, str):
            return None
        found = None
        for d in self.doors():
            if hmac.compare_digest(d.token.encode(), token.encode()):
                found = d
        return found

    def reissue(self, seat) -> str:
        """A new token for ``seat`` (or PUBLIC): the old link stops working and its pages are
        closed."""
        door = self._door_of(seat)
        door.token = secrets.token_urlsafe(TOKEN_BYTES)
        for page in list(door.pages):
            page.close_for("This link was replaced by a new one: ask the designer for it.")
        return door.token

    # -- keeping every widget of the table in step --------------------------------------------------
    def _follow(self, widget: GameWidget) -> None:
        session = widget.session
        told = session.on_change

        def on_change(part, value=None):
            told(part, value)
            if part == "view":
                self._changed(widget)

        session.on_change = on_change

    def _changed(self, source: GameWidget) -> None:
        """What one widget's session did to the match is shown by every other one. A door with
        no page open is only marked behind, and brought up to date when a page opens it
        (:meth:`joined`): a seat nobody has opened yet, or the spectators' when nobody watches,
        costs a move nothing.

        The widget whose session moved has shown it already; the others are brought up to date
        one at a time on the event loop, the designer's first, then the seat now deciding. Between
        two of them the loop reads other tables' messages: a click at one table then waits for one
        widget's redraw at another, not for a whole table's (benchmarks/net_load.py)."""
        if self._following:
            return
        if source.match is not self.match:  # the designer started a new game or loaded one
            self.match = source.match
        self._seating = list(source.session.seats)
        decision = self.match.decision()
        self._deciding = decision.player if decision is not None else None
        self._due.pop(id(source), None)  # it has just shown the match as it stands
        for w in self._widgets:
            if w is source:
                continue
            door = self._doors_by_widget.get(id(w))
            if door is not None and not door.pages:
                door.behind = True
            else:
                self._due[id(w)] = w
        self._keep()
        loop = self._loop()
        if loop is None:  # nobody waits on a page: everything now, in this call
            while self._due:
                self._catch_up_next()
            self.designer._schedule()
        elif not self._draining:
            self._draining = True
            loop.call_soon(self._drain)

    def _loop(self):
        """The running event loop, if the table is served on one."""
        if self.server is None:
            return None
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            return None

    def _drain(self) -> None:
        """Bring one widget up to date, and come back for the next on the loop's next turn."""
        if self._due:
            self._catch_up_next()
        if self._due:
            asyncio.get_running_loop().call_soon(self._drain)
            return
        self._draining = False
        # the designer's widget plays the bots' turns, whoever's move made it their turn
        self.designer._schedule()

    def _catch_up_next(self) -> None:
        """Bring the most urgent widget due up to date: the designer's, then the deciding seat's."""
        widget = self._due.pop(self._most_urgent())
        self._following = True
        try:
            self._catch_up(widget, self._seating)
        finally:
            self._following = False

    def _most_urgent(self) -> int:
        if id(self.designer) in self._due:
            return id(self.designer)
        door = self.seats.get(self._deciding)
        if door is not None and id(door.widget) in self._due:
            return id(door.widget)
        return next(iter(self._due))

    def _catch_up(self, widget: GameWidget, seats: list) -> None:
        """Show ``widget`` the table's match as it stands, with the table's seats."""
        session = widget.session
        if session.match is not self.match:
            session.replace_match(self.match)
        elif session.seats != seats:  # a seat handed to a bot, or back
            session.set_seats(list(seats))
        else:
            session.refresh()

    def joined(self, door: Door) -> None:
        """A page opened ``door``: its widget is brought up to date first if it fell behind."""
        if door.behind:
            self._following = True
            try:
                self._catch_up(door.widget, self.designer.session.seats)
            finally:
                self._following = False
            door.behind = False

    def _keep(self) -> None:
        """Keep the game as it stands in the archive (it replaces the snapshot kept before). The
        move stands whatever happens to the file: a failure goes to the designer's error line.

        Served, the table keeps off the event loop, in a thread, :data:`KEEP_AFTER` seconds after
        a move, the newest position once the keep before it is done: rebuilding the game's row
        and writing the file take tens of milliseconds, which a click would otherwise wait for
        (``settled`` says when it is done)."""
        if self.archive is None:
            return
        session = self.designer.session
        job = (self.match.record(), list(session.seats), list(session.names) if session.names else None, self.archive)
        loop = self._loop()
        if loop is None:
            try:
                self.kept = keep.keep_record(*job)
            except Exception as err:  # noqa: BLE001 - a locked or broken file, a missing extra
                self._not_kept(err)
            return
        self._keep_job = job
        if self._keeping is None:
            self._keep_soon(loop)

    def _keep_soon(self, loop) -> None:
        # a burst of moves (a bot's turns, a quick player) is kept once, KEEP_AFTER after its first
        self._keeping = loop.call_later(KEEP_AFTER, self._keep_next, loop)

    def _keep_next(self, loop) -> None:
        job, self._keep_job = self._keep_job, None
        if job is None:  # booked for a position kept since: nothing new
            self._keeping = None
            return
        self._keeping = loop.run_in_executor(KEEPER, keep.keep_record, *job)
        self._keeping.add_done_callback(lambda done: self._kept(done, loop))

    def _kept(self, done, loop) -> None:
        self._keeping = None
        try:
            self.kept = done.result()
        except Exception as err:  # noqa: BLE001 - as in _keep
            self._not_kept(err)
        if self._keep_job is not None:
            self._keep_soon(loop)

    def _not_kept(self, err: Exception) -> None:
        self.designer.error = f"The move stands, but the game could not be kept in {self.archive} ({type(err).__name__}: {err})."

    @property
    def settled(self) -> bool:
        """Whether every widget of the table shows the last move and the archive holds it."""
        return not self._due and self._keeping is None and self._keep_job is None

    @classmethod
    def reopen(cls, archive, key: str) -> Table:
        """The table of the game kept in ``archive`` under ``key`` (``table.kept`` as it was
        before the kernel restarted), at the step it was kept at, with the same seats and names
        and new links (the old ones went with the old kernel)."""
        from deltawidgets.lab.archive import Archive  # the lab extra keeps games

        store = Archive(archive)
        match = Match.load(store.record(key))
        rows = list(store.select(key=key))
        if not rows:
            raise BadInput(f"{archive} keeps no game with the id {key!r}.")
        bots, kept_names = rows[0]["bots"], rows[0]["names"]
        names = [n if b == keep.HUMAN and n != keep.HUMAN else None for b, n in zip(bots, kept_names, strict=True)]
        return cls(match.game, match=match, seats=keep.seats_of(bots), names=names, archive=archive)
