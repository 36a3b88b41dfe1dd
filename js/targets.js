// Board interaction shared by every game. A board renderer only draws, giving each clickable
// element a data-target id (the ids game.targets() returns). Here: legal targets are
// highlighted, a click plays the choice (or opens a small chooser when several choices share
// the element), and hovering a non-playable element shows why (asked from Python, one element
// at a time, so the per-step payload carries no hints).
import { h } from "./dom.js";
import { choicesByTarget } from "./doc.js";

/** Whether each board element was last marked playable. */
const MARKED = new WeakMap();

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
  // boards keep their elements between steps, and every change to the page costs: an element
  // is written to only when it turns playable or stops being so (one class); what hovering
  // shows stays here, not in the page
  for (const [el, id] of targetElements(board)) {
    const legal = byTarget.has(id);
    if (MARKED.get(el) === legal) continue;
    MARKED.set(el, legal);
    el.classList.toggle("dw-target", legal);
  }
  const explainEl = (el) => {
    const id = el.getAttribute("data-target");
    const list = byTarget.get(id);
    if (list) return list.map((c) => c.label).join(" / ");
    const known = idle || api.cachedHint(id);
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

/** The board's [element, data-target id] pairs, looked up again only after the drawing added,
 * removed or re-targeted elements (a step usually redraws a few spaces of a large board). */
const SCANS = new WeakMap();

function targetElements(board) {
  let scan = SCANS.get(board);
  if (!scan) {
    scan = { watch: new MutationObserver(() => {}), list: null };
    scan.watch.observe(board, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-target"] });
    SCANS.set(board, scan);
  }
  // takeRecords() reads (and clears) the changes made so far, at once
  if (scan.watch.takeRecords().length || !scan.list) {
    scan.list = Array.from(board.querySelectorAll("[data-target]"), (el) => [el, el.getAttribute("data-target")]);
  }
  return scan.list;
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
