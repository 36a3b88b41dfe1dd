"""LessonWidget: the game widget (board, panel, log) teaching a lesson (docs/lessons.md).

It is a :class:`GameWidget` whose match is the current step's position. Only the step's next
expected action is played; any other click is answered at once with the engine's sentence for
it plus the step's hint, and the match stays as it was. The lesson pane (``js/lesson.js``)
shows the text, the progress through the steps and the buttons to retry, step back, skip and
be shown.

>>> w = LessonWidget("deltav")
>>> w.lesson_state["index"], w.lesson_state["count"] > 10
(0, True)
>>> w.lesson_do("show"); w.lesson_state["done"]
1
"""

from __future__ import annotations

from typing import Literal

import traitlets as t
from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from deltawidgets.core.errors import BadInput, IllegalAction
from deltawidgets.lessons import load_lesson
from deltawidgets.widgets.game_widget import GameWidget

OPS = ("answer", "back", "goto", "miss", "next", "retry", "show")


class LessonMsg(BaseModel):
    """A lesson button from the page: ``answer`` (``choice``), ``goto`` (``step``), ``miss`` (a
    board element clicked that is not a choice now: ``target``), or a plain button."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["lesson"]
    op: Literal[OPS]  # type: ignore[valid-type]  # the buttons' names, listed once in OPS
    choice: StrictInt | None = Field(None, ge=0, le=20)
    step: StrictInt | None = Field(None, ge=0)
    target: str | None = Field(None, max_length=64)


def first_sentence(text: str) -> tuple[str, str]:
    """``text`` cut after its first sentence: (that sentence, the rest). A full stop inside
    brackets ("(1. Card Draft)") or before a lower-case word does not end a sentence.

    >>> first_sentence("Fly out (1. Take an Action). Then land. Done.")
    ('Fly out (1. Take an Action).', 'Then land. Done.')
    >>> first_sentence("One sentence only.")
    ('One sentence only.', '')
    """
    depth = 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        rest = text[i + 1 :]
        if ch in ".!?" and depth == 0 and rest[:1] == " " and rest.lstrip()[:1].isupper():
            return text[: i + 1], rest.strip()
    return text.strip(), ""


class LessonWidget(GameWidget):
    """Teach ``game``'s lesson from step ``step`` (0 = the start); every seat is played by the
    learner, each in turn ("auto" viewer). A rule variant defined first is taught its parent's
    lesson played under its rules, or refused with the step it cannot play
    (:func:`deltawidgets.lessons.lesson.variant_lesson`, issue 37)."""

    #: a locked lesson page may answer and be told why a click is no choice; the buttons that
    #: lay out another position or play a move (retry, back, next, goto, show) need
    #: ``allow=("lesson",)``, as a game's new game and undo do
    ALLOWABLE = (*GameWidget.ALLOWABLE, "lesson")
    DOES = {**GameWidget.DOES, "lesson": "change the lesson's step or be shown its move"}
    LOCK_FREE_OPS = ("answer", "miss")

    #: what the lesson pane shows (js/lesson.js): the step, the progress, the question, the answer
    lesson_state = t.Dict().tag(sync=True)

    def __init__(self, game, step: int = 0, **kwargs):
        self.lesson = load_lesson(game if isinstance(game, str) else game.name)
        self._index = self._check_index(step)
        self._answer: int | None = None
        self._feedback = ("", "")
        super().__init__(self.lesson.game_name, match=self.lesson.start(self._index), viewer="auto", **kwargs)
        self._show_lesson()

    # -- the Python API, the same as the lesson pane's buttons -------------------------------
    def lesson_do(self, op: str, **fields) -> None:
        """Press a lesson button: ``retry``, ``back``, ``next`` (skip), ``show``, ``answer``
        (``choice=``), ``goto`` (``step=``), ``miss`` (``target=``)."""
        self._run(self._lesson_msg, {"type": "lesson", "op": op, **fields})

    @property
    def step(self):
        return self.lesson.steps[self._index]

    # -- messages ---------------------------------------------------------------------------
    def _on_frontend_msg(self, widget, content, buffers) -> None:
        if isinstance(content, dict) and content.get("type") == "lesson":
            self._run(self._lesson_msg, content, raise_=False)
        else:
            super()._on_frontend_msg(widget, content, buffers)

    def _lesson_msg(self, content) -> None:
        try:
            msg = LessonMsg.model_validate(content)
        except ValidationError as err:
            first = err.errors()[0]
            raise BadInput(f"Lesson message: field '{'.'.join(map(str, first['loc']))}': {first['msg']}.") from None
        self._check_allowed(msg)
        if msg.op == "retry":
            self._start(self._index)
        elif msg.op == "back":
            self._start(max(0, self._index - 1))
        elif msg.op == "next":
            self._start(min(len(self.lesson.steps) - 1, self._index + 1))
        elif msg.op == "goto":
            self._start(self._check_index(msg.step))
        elif msg.op == "answer":
            self._answer_prediction(msg.choice)
        elif msg.op == "show":
            self._show_me()
        elif msg.op == "miss":
            self._miss(msg.target or "")

    def _permission(self, msg):
        if msg.type == "lesson":
            return None if msg.op in self.LOCK_FREE_OPS else "lesson"
        return super()._permission(msg)

    def _check_index(self, step) -> int:
        count = len(self.lesson.steps)
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < count:
            raise BadInput(f"A lesson step is a number from 0 to {count - 1}; got {step!r}.")
        return step

    # -- steps --------------------------------------------------------------------------------
    def _start(self, index: int) -> None:
        self._index, self._answer = index, None
        self._feedback = ("", "")
        self._replace_match(self.lesson.start(index))
        self._show_lesson()

    @property
    def _done(self) -> int:
        # a step's match starts at its position and plays only expected actions, so the
        # timeline cursor counts the expected actions done (undo and redo keep it true)
        return self.match.cursor

    def _waiting_for_answer(self) -> bool:
        return self.step.predict is not None and self._answer is None and self._done == 0

    def _answer_prediction(self, choice) -> None:
        p = self.step.predict
        if p is None:
            raise BadInput(f"Step {self._index + 1} asks no question.")
        if choice is None or not 0 <= choice < len(p.choices):
            raise BadInput(f"Answer with a choice numbered 0 to {len(p.choices) - 1}; got {choice!r}.")
        self._answer = choice
        right = p.choices[choice] == p.answer
        said = "Right." if right else f"Not quite: the answer is “{p.answer}”."
        self._feedback = (f"{said} {p.why} Now play it and see.".replace("  ", " "), "ok" if right else "wrong")
        self._show_lesson()

    def _show_me(self) -> None:
        if self._waiting_for_answer():
            self._answer = self.step.predict.choices.index(self.step.predict.answer)
        if self._done >= len(self.step.do):
            raise IllegalAction("This step is done: press Next.")
        action = self.step.do[self._done]
        label = self.game.label(self.match.state, action)
        super()._act(action)
        self._feedback = (f"Shown: {label}.", "info")
        self._after_action(shown=True)

    def _miss(self, target: str) -> None:
        """A board element clicked that is no choice now: the engine's reason, and the hint."""
        why = self.game.element_hints(self.match.state, self._shown).get(target, "") if self.status["may_act"] else ""
        self._wrong(why or f"That is not a choice now: {self.status['prompt']}.")

    def _wrong(self, why: str) -> None:
        text = f"{why} Hint: {self.step.hint}"
        self._feedback = (text, "wrong")
        self._show_lesson()
        raise IllegalAction(text)

    # -- acting: only the expected action ------------------------------------------------------
    def _act(self, action) -> None:
        action = tuple(self._chosen(action))
        if self._waiting_for_answer():
            self._wrong(f"First answer the question: {self.step.predict.question}")
        if self._done >= len(self.step.do):
            self._wrong("This step is done: press Next for the next one.")
        expected = self.step.do[self._done]
        if action != expected:
            why = self.match.explain(action)
            label = self.game.label(self.match.state, action) if why is None else ""
            # the step's title is a heading ("Fly out from the station"): it is named as one, not
            # lower-cased into a sentence
            self._wrong(why or f"“{label}” is allowed by the rules, but it is not the move of this step, “{self.step.title}”.")
        super()._act(action)
        self._feedback = ("", "")
        self._after_action()

    def _after_action(self, shown: bool = False) -> None:
        if self._done >= len(self.step.do):
            last = self._index + 1 == len(self.lesson.steps)
            then = "The lesson is complete." if last else "Press Next for the next step."
            self._feedback = (f"{self._feedback[0]} {then}", "info") if shown else (f"Well done. {then}", "ok")
        self._show_lesson()

    def _timeline(self, how, step=None) -> None:
        super()._timeline(how, step)
        self._show_lesson()

    def _new_game(self, seed, params) -> None:
        raise BadInput("A lesson lays out its own positions: use Retry, Back or Next.")

    def _set_params(self, changes) -> None:
        raise BadInput("A lesson keeps its rule options: use Retry, Back or Next.")

    def _load(self, source) -> None:
        raise BadInput("A lesson lays out its own positions: open a record in a GameWidget.")

    # -- what the pane shows --------------------------------------------------------------------
    def _show_lesson(self) -> None:
        if not getattr(self, "_ready", False) or not hasattr(self, "lesson"):
            return
        step, done = self.step, self._done
        self.advice_on = step.advice
        total = len(step.do)
        expect: dict[str, list] = {"labels": [], "targets": []}
        if done < total and not self._waiting_for_answer() and self.match.explain(step.do[done]) is None:
            action = step.do[done]
            expect = {
                "labels": [self.game.label(self.match.state, action)],
                "targets": list(step.highlight) or list(self.game.targets(self.match.state, action)),
            }
        p = step.predict
        lead, more = first_sentence(step.text)
        self.lesson_state = {
            "title": self.lesson.title,
            "index": self._index,
            "count": len(self.lesson.steps),
            "steps": [s.title for s in self.lesson.steps],
            # the pane puts the task first (the step's hint: what to click) and the explanation
            # after it, its first sentence shown and the rest on demand
            "step": {
                "id": step.id,
                "title": step.title,
                "text": step.text,
                "teaches": list(step.teaches),
                "hint": step.hint,
                "task": step.hint,
                "lead": lead,
                "more": more,
                "explains": [{"section": sec, "why": why} for sec, why in step.explains],
            },
            "predict": None if p is None else {"question": p.question, "choices": list(p.choices), "answered": self._answer},
            "done": done,
            "total": total,
            "complete": done >= total,
            "expect": expect,
            "feedback": self._feedback[0],
            "feedback_kind": self._feedback[1],
        }
