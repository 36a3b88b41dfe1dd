// Board interaction shared by every game. A board renderer only draws, giving each clickable
// element a data-target id (the ids game.targets() returns). Here: legal targets are
// highlighted, a click plays the choice (or opens a small chooser when several choices share
// the element), and hovering a non-playable element shows why (asked from Python, one element
// at a time, so the per-step payload carries no hints).
import { h, setAttr } from "./dom.js";
import { choicesByTarget } from "./doc.js";

/** The marks last written on each board element ("choices\nhint"). */
const MARKS = new WeakMap();

/**
 * Wire the board just drawn (freshly, or updated in place).
 * api: {pick(choice), askHint(id), cachedHint(id) -> string|undefined, hintLine: element}
 */
export function wireTargets(board, doc, api) {
  const byTarget = choicesByTarget(doc.legal);
  const st = doc.status;
  const idle = st.over ? "The game is over." : st.may_act ? "" : waitingText(st);
  // a chooser belongs to the position it was opened on
  closeChooser(board);
  // boards keep their elements between steps: an element whose marks are as they were (same
  // choices, same hint) is not written to
  const marks = new Map();
  for (const [id, list] of byTarget) {
    const choices = list.map((c) => c.index).join(" ");
    const hint = list.map((c) => c.label).join(" / ");
    marks.set(id, { legal: true, choices, hint, key: `${choices}\n${hint}` });
  }
  const plain = { legal: false, choices: null, hint: idle || null, key: `\n${idle}` };
  for (const el of board.querySelectorAll("[data-target]")) {
    const mark = marks.get(el.getAttribute("data-target")) || plain;
    if (MARKS.get(el) === mark.key) continue;
    MARKS.set(el, mark.key);
    el.classList.toggle("dw-target", mark.legal);
    setAttr(el, "data-choices", mark.choices);
    setAttr(el, "data-hint", mark.hint);
  }
  const explainEl = (el) => {
    const id = el.getAttribute("data-target");
    const known = el.getAttribute("data-hint") || api.cachedHint(id);
    if (known !== undefined) return known;
    api.askHint(id);
    return "…";
  };
  board.onclick = (event) => {
    const el = event.target.closest("[data-target]");
    closeChooser(board);
    if (!el || !board.contains(el)) return;
    const list = byTarget.get(el.getAttribute("data-target"));
    if (!list) {
      api.hintLine.textContent = explainEl(el);
      return;
    }
    if (list.length === 1) api.pick(list[0]);
    else openChooser(board, list, event, api.pick);
  };
  board.onmouseover = (event) => {
    const el = event.target.closest("[data-target]");
    api.hovered = el ? el.getAttribute("data-target") : null;
    api.hintLine.textContent = el ? explainEl(el) : "";
  };
  board.onmouseleave = () => {
    api.hovered = null;
    api.hintLine.textContent = "";
  };
}

function waitingText(st) {
  const who = st.seat_names[st.decider];
  return st.bot_turn ? `${who} (a bot) is to decide.` : `${who} is to decide; this view cannot choose for them.`;
}

function openChooser(board, list, event, pick) {
  const rect = board.getBoundingClientRect();
  const menu = h("div", { class: "dw-chooser", "data-role": "chooser", role: "menu" },
    list.map((c) => {
      const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "choose", "data-index": c.index, role: "menuitem" }, c.label);
      b.addEventListener("click", (e) => { e.stopPropagation(); closeChooser(board); pick(c); });
      return b;
    }));
  menu.style.left = `${Math.max(0, event.clientX - rect.left)}px`;
  menu.style.top = `${Math.max(0, event.clientY - rect.top)}px`;
  board.append(menu);
}

function closeChooser(board) {
  for (const m of board.querySelectorAll("[data-role=chooser]")) m.remove();
}
