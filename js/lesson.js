// The lesson pane of a LessonWidget (deltawidgets/widgets/lesson_widget.py), at the top of the
// column beside the board: the step's task first and large (what to click), the answer to the
// last click and the buttons Back, Retry, Show me, Next, all in fixed places; then the
// explanation, its first sentence shown and the rest (with the sections it cites, and those it
// only explains, with why no click can show them) on demand; a progress bar of the steps and the
// prediction question. The elements the step asks for are lit, every other board element and
// choice dimmed. Python decides everything; this only draws
// the synced `lesson_state` and sends {type: "lesson", op, ...}.
import { h, replaceChildren, setAttr, setProp, setText } from "./dom.js";

/** The pane, or null for a widget that teaches no lesson. */
export function createLesson(model, send, panel) {
  if (!model.get("lesson_state")) return null;
  const op = (name, extra = {}) => send({ type: "lesson", op: name, ...extra });
  const button = (action, text, title, onClick) => {
    const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": action, title }, text);
    b.addEventListener("click", onClick);
    return b;
  };
  // the progress through the steps, drawn (not clicked: each mark is too small to be a target);
  // any step is reached through the menu of steps, which names the step shown now
  const progress = h("div", { class: "dw-lesson-progress", "data-role": "lesson-progress", role: "progressbar" });
  const count = h("span", { class: "dw-muted", "data-role": "lesson-count" });
  const title = h("div", { class: "dw-lesson-title", "data-role": "lesson-title" });
  // every step by name, in a list that floats over the pane when opened
  const stepList = h("div", { class: "dw-pop dw-lesson-step-list", "data-role": "lesson-step-list" });
  const steps = h("details", { class: "dw-lesson-steps", "data-role": "lesson-steps" },
    h("summary", { class: "dw-btn dw-small", "data-action": "lesson-steps", title: "Go to any step of the lesson" }, "Steps ▾"), stepList);
  const teaches = h("div", { class: "dw-muted", "data-role": "lesson-teaches" });
  const explains = h("div", { class: "dw-muted dw-lesson-explains", "data-role": "lesson-explains" });
  const task = h("div", { class: "dw-lesson-task", "data-role": "lesson-task" });
  const lead = h("p", { class: "dw-lesson-text", "data-role": "lesson-text" });
  const more = h("p", { class: "dw-lesson-more-text", "data-role": "lesson-more" });
  const about = h("details", { class: "dw-lesson-about", "data-role": "lesson-about" },
    h("summary", {}, "More about this step"), more, teaches, explains);
  const question = h("div", { class: "dw-lesson-question", "data-role": "lesson-question" });
  const feedback = h("div", { class: "dw-lesson-feedback", "data-role": "lesson-feedback", "aria-live": "polite" });
  const back = button("lesson-back", "◀ Back", "The previous step", () => op("back"));
  const retry = button("lesson-retry", "Retry", "Start this step again", () => op("retry"));
  const show = button("lesson-show", "Show me", "Play the next move of this step for me", () => op("show"));
  const next = button("lesson-next", "Next ▶", "The next step", () => op("next"));
  const name = h("span", { class: "dw-offscreen", "data-role": "lesson-name" });
  const pane = h("div", { class: "dw-lesson", "data-role": "lesson" },
    // the step (a menu of every step: the lesson's name is the widget's title already) and where
    // it is in the lesson
    h("div", { class: "dw-lesson-head" }, name, count, steps), title,
    progress, task,
    h("div", { class: "dw-lesson-buttons" }, back, retry, show, next),
    // the answer to the last click, said once and whole, beside the task (the page's own
    // message line is not used in a lesson)
    feedback,
    question, h("div", { class: "dw-lesson-explain" }, lead, about));
  panel.side.prepend(pane);
  panel.el.classList.add("dw-lesson-on");

  let drawnSteps = "";
  let drawnQuestion = "";
  const update = () => {
    const ls = model.get("lesson_state");
    if (!ls || !ls.step) return;
    // where the pane is, for a test to wait on: its highlights are drawn for this step and move
    setAttr(pane, "data-step", String(ls.index));
    setAttr(pane, "data-done", String(ls.done));
    setText(name, ls.title);
    setText(count, ` step ${ls.index + 1} of ${ls.count}`);
    const names = ls.steps.join("\n");
    if (names !== drawnSteps) {
      drawnSteps = names;
      replaceChildren(progress, ls.steps.map((name, i) => h("span", { class: "dw-lesson-dot", "data-step": i, title: `${i + 1}. ${name}` })));
      replaceChildren(stepList, ls.steps.map((name, i) => {
        const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "lesson-goto", "data-step": i }, `${i + 1}. ${name}`);
        b.addEventListener("click", () => { steps.open = false; op("goto", { step: i }); });
        return b;
      }));
    }
    setText(title, ls.step.title);
    Array.from(progress.children).forEach((b, i) => {
      b.classList.toggle("dw-lesson-past", i < ls.index);
      b.classList.toggle("dw-lesson-now", i === ls.index);
    });
    setAttr(progress, "aria-valuenow", String(ls.index + 1));
    setAttr(progress, "aria-valuemax", String(ls.count));
    setText(teaches, `Rulebook, played here: ${ls.step.teaches.join(", ")}`);
    // sections the step only explains, each with why no click can show it
    const told = ls.step.explains || [];
    setText(explains, told.map((e) => `Explained, not played: ${e.section} (${e.why})`).join("\n"));
    setProp(explains, "hidden", told.length === 0);
    setText(task, ls.step.task || ls.step.text);
    setText(lead, ls.step.lead || "");
    setText(more, ls.step.more || "");
    drawQuestion(ls.predict);
    // an error Python said that is not the lesson's own answer (a refused message) is said here too
    const error = model.get("error");
    const other = error && error !== ls.feedback ? error : "";
    setText(feedback, other || ls.feedback || (ls.complete ? "" : `Your move (${ls.done + 1} of ${ls.total}).`));
    setAttr(feedback, "data-kind", other ? "wrong" : ls.feedback_kind || "info");
    setProp(back, "disabled", ls.index === 0);
    setProp(next, "disabled", ls.index + 1 >= ls.count);
    setText(next, ls.complete ? "Next ▶" : "Skip ▶");
    setProp(show, "disabled", ls.complete);
  };
  const drawQuestion = (p) => {
    const key = p ? `${p.question}\n${p.choices.join("\n")}\n${p.answered}` : "";
    if (key === drawnQuestion) return;
    drawnQuestion = key;
    if (!p) return replaceChildren(question);
    replaceChildren(question, h("div", { class: "dw-lesson-ask" }, p.question), p.choices.map((c, i) => {
      const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "lesson-answer", "data-choice": i, disabled: p.answered !== null }, c);
      if (p.answered === i) b.classList.add("dw-lesson-picked");
      b.addEventListener("click", () => op("answer", { choice: i }));
      return b;
    }));
  };

  /** Light what the step asks for, dim the rest: board elements and the choice buttons. */
  const highlight = () => {
    const ls = model.get("lesson_state");
    const expect = (ls && ls.expect) || { labels: [], targets: [] };
    const targets = new Set(expect.targets);
    const labels = new Set(expect.labels);
    for (const el of panel.board.querySelectorAll("[data-target]")) {
      const lit = targets.has(el.getAttribute("data-target"));
      el.classList.toggle("dw-lesson-focus", lit);
      el.classList.toggle("dw-lesson-dim", !lit);
    }
    for (const b of panel.el.querySelectorAll("[data-action=choice]")) {
      // an amount's button shows its number, and carries its whole label
      const lit = labels.has(b.getAttribute("data-label") || b.textContent);
      b.classList.toggle("dw-lesson-focus", lit);
      b.classList.toggle("dw-lesson-dim", !lit);
    }
    const first = panel.board.querySelector(".dw-lesson-focus");
    if (first) revealSideways(first, panel.board);
  };

  return {
    update: () => { update(); highlight(); },
    /** A board element clicked that is not a choice now: Python answers with the rule. */
    miss: (id) => op("miss", { target: id }),
  };
}

/** A lit element inside a box that scrolls sideways (Delta's map in a narrow widget) is brought
 * into that box's view, sideways only: the page does not move under the learner. */
function revealSideways(el, board) {
  for (let box = el.parentElement; box && box !== board; box = box.parentElement) {
    if (box.scrollWidth <= box.clientWidth + 1 || getComputedStyle(box).overflowX === "visible") continue;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (r.left < b.left || r.right > b.right) box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    return;
  }
}
