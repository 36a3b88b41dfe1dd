// The hint on demand: a Hint button by the choices, and a box laid over the log that shows
// what Python's search would play for the seat choosing now (its top choices, the share of the
// search each got, one sentence on the first) as the search goes. The choices' board elements
// and buttons are lit. The box floats: nothing else moves when it opens, fills or closes.
import { h, replaceChildren, setProp, setText } from "./dom.js";

/** Build the button and the box once; update() after each redraw, onMessage() for Python's. */
export function createAdvice(model, send, panel) {
  const button = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "advise",
    title: "What the strongest bot would play here, from this seat's knowledge only" }, "Hint");
  const stop = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "advise-stop" }, "Stop");
  const close = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "advise-close", "aria-label": "Close the hint" }, "Close");
  const head = h("span", { class: "dw-advice-head" });
  const list = h("ol", { class: "dw-advice-list", "data-role": "advice-list" });
  const why = h("p", { class: "dw-advice-why", "data-role": "advice-why" });
  const box = h("div", { class: "dw-advice", "data-role": "advice", hidden: true, "aria-live": "polite" },
    h("div", { class: "dw-advice-bar" }, head, stop, close), list, why);
  let shown = null; // the advice on show: {step, choices, why, done, iterations}

  // the hint's choices are lit in the accent colour, dashed where a playable element's ring is
  // solid, and each carries a badge with its rank in the hint's list: told apart from what the
  // decision lights (orange rings) by shape and a number, not by colour alone
  const light = () => {
    for (const el of panel.el.querySelectorAll(".dw-advised")) el.classList.remove("dw-advised");
    for (const el of panel.board.querySelectorAll("[data-role=advice-mark]")) el.remove();
    if (!shown) return;
    const area = panel.board.getBoundingClientRect();
    shown.choices.forEach((c, rank) => {
      const els = [...panel.el.querySelectorAll(`[data-action=choice][data-index="${c.index}"]`)];
      for (const id of c.targets) els.push(...panel.board.querySelectorAll(`[data-target="${CSS.escape(id)}"]`));
      for (const el of els) {
        el.classList.add("dw-advised");
        const r = el.getBoundingClientRect();
        if (!r.width) continue;
        const mark = h("span", { class: "dw-advice-mark", "data-role": "advice-mark", "aria-hidden": "true" }, String(rank + 1));
        mark.style.left = `${r.right - area.left - 9}px`;
        mark.style.top = `${r.top - area.top - 9}px`;
        panel.board.append(mark);
      }
    });
  };
  const hide = () => {
    if (shown && !shown.done) send({ type: "advise_stop" });
    shown = null;
    setProp(box, "hidden", true);
    light();
  };
  button.addEventListener("click", () => {
    shown = { step: model.get("cursor"), choices: [], why: "", done: false, iterations: 0 };
    draw();
    send({ type: "advise", step: model.get("cursor") });
  });
  stop.addEventListener("click", () => send({ type: "advise_stop" }));
  close.addEventListener("click", hide);

  function draw() {
    setProp(box, "hidden", !shown);
    if (!shown) return;
    setText(head, shown.done ? `Hint (${shown.iterations} looks ahead)` : `Hint: searching… (${shown.iterations} looks ahead)`);
    setProp(stop, "hidden", shown.done);
    replaceChildren(list, shown.choices.map((c) => h("li", { "data-index": c.index },
      h("span", { class: "dw-advice-label" }, c.label), h("span", { class: "dw-advice-share" }, `${Math.round(c.share * 100)} %`))));
    setText(why, shown.why);
    light();
  }

  return {
    button,
    box,
    onMessage(msg) {
      if (!msg || msg.type !== "advice" || !shown || msg.step !== shown.step) return false;
      shown = msg;
      draw();
      return true;
    },
    /** After each redraw: a hint is for one step and a seat that may choose; else it closes. */
    update(doc) {
      const may = Boolean(doc.status.may_act) && Boolean(model.get("advice_on")) && !doc.status.over;
      // hidden by visibility, not display: the row keeps its size whether or not it is offered
      button.style.visibility = may ? "visible" : "hidden";
      setProp(button, "disabled", !may);
      if (shown && (shown.step !== model.get("cursor") || !may)) hide();
      else light();
    },
  };
}
