"""The messages a front-end may send, validated by pydantic before anything is touched.

Each message is a JSON object with a ``type``; anything else (unknown type, missing or extra
field, wrong kind of value) becomes one :class:`BadInput` sentence for the widget's error line.

>>> parse({"type": "goto", "step": 3})
Goto(type='goto', step=3)
>>> parse({"type": "goto", "step": "three"})
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Message 'goto': field 'step': Input should be a valid integer (got 'three').
>>> parse({"type": "fly"})  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Unknown message type 'fly'; expected one of: act, act_plan, advise, advise_stop, autoplay, bot_step, goto,
hint, keep, new_game, redo, resync, set_params, set_seats, set_viewer, undo.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, TypeAdapter, ValidationError, model_validator

from deltawidgets.core.errors import BadInput
from deltawidgets.core.limits import quote

#: the slowest and fastest autoplay delays accepted, in seconds between bot moves
MIN_DELAY, MAX_DELAY = 0.0, 10.0


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Act(_Msg):
    """Play the legal choice at ``index`` of the synced list, or the ``action`` given as a list.

    ``step`` is the timeline cursor the player saw when choosing; if the game has moved on
    since (autoplay, another view), the choice is refused rather than applied to a new position.
    """

    type: Literal["act"]
    index: StrictInt | None = Field(None, ge=0)
    action: list[StrictInt | str] | None = Field(None, min_length=1, max_length=8)
    step: StrictInt | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _one(self):
        if (self.index is None) == (self.action is None):
            raise ValueError("give exactly one of 'index' or 'action'")
        return self


class ActPlan(_Msg):
    """Play the whole gesture at ``index`` of the synced plans (pay three cards at once), each of
    its actions as its own step; ``step`` as for :class:`Act`."""

    type: Literal["act_plan"]
    index: StrictInt = Field(ge=0)
    step: StrictInt | None = Field(None, ge=0)


class Advise(_Msg):
    """Ask what the strongest bot would do for the seat choosing now (a hint on demand), at the
    timeline cursor ``step``; answered by ``advice`` messages as the search goes."""

    type: Literal["advise"]
    step: StrictInt | None = Field(None, ge=0)


class AdviseStop(_Msg):
    """Stop the hint's search: the advice found so far is sent as its last word."""

    type: Literal["advise_stop"]


class Keep(_Msg):
    """Keep the game in the widget's lab archive (``GameWidget(archive=...)``), with who sat where."""

    type: Literal["keep"]


class Undo(_Msg):
    type: Literal["undo"]


class Redo(_Msg):
    type: Literal["redo"]


class Goto(_Msg):
    type: Literal["goto"]
    step: StrictInt = Field(ge=0)


class NewGame(_Msg):
    """A new game; ``seed`` None draws a fresh one."""

    type: Literal["new_game"]
    seed: StrictInt | None = Field(None, ge=0, lt=2**63)


class SetParams(_Msg):
    """Change rule options (merged into the current ones); a new game starts with the same seed."""

    type: Literal["set_params"]
    params: dict


class SetViewer(_Msg):
    type: Literal["set_viewer"]
    viewer: StrictInt | Annotated[str, Field(max_length=8)]  # checked against the seats by the widget


class SetSeats(_Msg):
    type: Literal["set_seats"]
    seats: list[Annotated[str, Field(max_length=16)]] = Field(max_length=16)  # kinds checked by the widget


class BotStep(_Msg):
    type: Literal["bot_step"]


class Resync(_Msg):
    """The page got a delta that does not follow on from what it shows: send a new snapshot."""

    type: Literal["resync"]


class Hint(_Msg):
    """Ask why board element ``target`` is not playable; answered by a "hint" message back."""

    type: Literal["hint"]
    target: Annotated[str, Field(max_length=64)]
    step: StrictInt | None = Field(None, ge=0)


class Autoplay(_Msg):
    type: Literal["autoplay"]
    on: StrictBool
    speed: float | None = Field(None, ge=MIN_DELAY, le=MAX_DELAY)


_KINDS = (Act, ActPlan, Advise, AdviseStop, Keep, Undo, Redo, Goto, NewGame, SetParams, SetViewer, SetSeats, BotStep, Resync, Hint, Autoplay)
Message = Annotated[Union[_KINDS], Field(discriminator="type")]  # type: ignore[valid-type]  # the kinds, listed once
_ADAPTER = TypeAdapter(Message)
TYPES = sorted(kind.model_fields["type"].annotation.__args__[0] for kind in _KINDS)  # type: ignore[union-attr]  # each kind's type is a Literal


#: what each message does, as a refusal names it ("... may not {DOES[type]}")
DOES = {
    "act": "make a choice",
    "act_plan": "make a choice",
    "advise": "ask for a hint on demand",
    "advise_stop": "stop a hint on demand",
    "autoplay": "turn autoplay on or off or change its speed",
    "bot_step": "let a bot play a move",
    "goto": "jump along the timeline",
    "hint": "ask for a hint",
    "keep": "keep the game in the lab's archive",
    "new_game": "start a new game",
    "redo": "redo a move",
    "resync": "ask for the whole document again",
    "seed": "start a new game from a seed it chooses (the seed gives away every hidden tile and card)",
    "set_params": "change the rule options",
    "set_seats": "change who plays each seat",
    "set_viewer": "change the view shown",
    "undo": "undo a move",
}


# Any: one of _KINDS, whose fields the caller reads after dispatching on its type
def parse(content) -> Any:
    """A validated message, or :class:`BadInput` naming what is wrong with it."""
    if not isinstance(content, dict):
        raise BadInput(f"A widget message must be a JSON object with a 'type'; got {type(content).__name__}.")
    kind = content.get("type")
    if kind not in TYPES:
        raise BadInput(f"Unknown message type {quote(kind)}; expected one of: {', '.join(TYPES)}.")
    try:
        return _ADAPTER.validate_python(content)
    except ValidationError as err:
        first = err.errors()[0]
        # keep field names and list positions; drop the union tag and pydantic's type tags
        loc = [str(p) for p in first["loc"][1:2]] + [str(p) for p in first["loc"][2:] if isinstance(p, int)]
        where = f"field '{'.'.join(loc)}'" if loc else "message"
        got = first.get("input")
        got_text = f" (got {quote(got)})" if loc and not isinstance(got, (dict, list)) else ""
        msg = first["msg"].removeprefix("Value error, ")
        raise BadInput(f"Message '{kind}': {where}: {msg}{got_text}.") from None
