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
 * api: {pick(choice), askHint(id), cachedHint(id) -> string|undefined, describe(id) -> string,
 *       tip: element, say(text, kind): the page's message line, onMiss(id) or null: a click on
 *       an element that is no choice now, answered by a lesson}; wireTargets sets
 *       api.onHint(id, text), called when Python's answer for an element arrives.
 *
 * What a hover shows is said once, in the tip beside the pointer; why a clicked element does
 * nothing is said once, in the message line beside the prompt (or, in a lesson, by the lesson
 * beside its task), and the tip is then put away: a sentence is never on show twice.
 */
export function wireTargets(board, doc, api) {
  const byTarget = choicesByTarget(doc.legal);
  const st = doc.status;
  const idle = st.over ? "The game is over." : st.may_act ? "" : waitingText(st, api.autoplay());
  // a chooser, and the tip, belong to the position they were opened on
  closeChooser(board);
  if (api.tip && !api.tip.hidden) api.tip.hidden = true;
  // boards keep their elements between steps, and every change to the page costs: an element
  // is written to only when it turns playable or stops being so (one class); what hovering
  // shows stays here, not in the page
  for (const [el, id] of targetElements(board)) {
    const legal = byTarget.has(id);
    if (MARKED.get(el) === legal) continue;
    MARKED.set(el, legal);
    el.classList.toggle("dw-target", legal);
  }
  // what an element does (its choices), or why it does nothing now (Python's sentence, naming
  // the rule); an element with neither says what it is
  const explain = (id) => {
    const list = byTarget.get(id);
    if (list) return list.map((c) => c.label).join(" / ");
    const known = idle || api.cachedHint(id);
    if (known === undefined) {
      api.askHint(id);
      return "…";
    }
    return known || api.describe(id) || "";
  };
  let at = null; // where the pointer is, for the tip
  let missed = null; // the element last clicked that does nothing now: its sentence is the message
  // the same element, kept until the next click: Python's sentence for it goes to the message line
  // whenever it comes, even if the pointer left the board meanwhile (a touch screen's tap ends
  // with the pointer gone)
  let clicked = null;
  const show = (id) => {
    const text = id === null || id === missed ? "" : explain(id);
    showTip(api.tip, board, id === null || id === missed ? "" : api.describe(id), text, at);
  };
  api.onHint = (id) => {
    if (clicked === id) api.say(explain(id), "why");
    else if (api.hovered === id) show(id);
  };
  board.onclick = (event) => {
    const el = pointedAt(board, event);
    closeChooser(board);
    if (!el) return;
    const id = el.getAttribute("data-target");
    const list = byTarget.get(id);
    clicked = list ? null : id;
    if (!list) {
      missed = id;
      show(id); // the tip goes: the sentence is said in one place
      // a lesson answers a wrong click with the rule beside its task (js/lesson.js); a game says
      // why in its message line
      if (api.onMiss) api.onMiss(id);
      else api.say(explain(id), "why");
      return;
    }
    if (list.length === 1) api.pick(list[0]);
    else openChooser(board, list, event, api.pick);
  };
  board.onmouseover = (event) => {
    const el = pointedAt(board, event);
    at = event;
    const id = el ? el.getAttribute("data-target") : null;
    if (id !== missed) missed = null;
    api.hovered = id;
    board.dwPointing = api.hovered; // what a click here would mean (read by the browser tests)
    show(api.hovered);
  };
  board.onmouseleave = () => {
    api.hovered = null;
    missed = null;
    show(null);
  };
}

/**
 * The board element a pointer event means. A click on a stack picks what the prompt asks for:
 * the topmost element under the pointer that a choice plays now, even under a piece or an
 * element that plays nothing (a station's corner over the worlds around it, a prospector over
 * its place); else the topmost board element there, which says why it does nothing.
 */
function pointedAt(board, event) {
  const found = event.target.closest ? event.target.closest("[data-target]") : null;
  const top = found && board.contains(found) ? found : null;
  if (top && top.classList.contains("dw-target")) return top;
  if (!board.querySelector(".dw-target")) return top;
  for (const el of document.elementsFromPoint(event.clientX, event.clientY)) {
    const t = el.closest ? el.closest("[data-target]") : null;
    if (t && board.contains(t) && t.classList.contains("dw-target")) return t;
  }
  return top;
}

/** The tip next to the pointer: what the element is, then what it does or why it does not. */
function showTip(tip, board, about, text, at) {
  if (!tip) return;
  if (!text && !about) {
    tip.hidden = true;
    return;
  }
  tip.replaceChildren(...[about && about !== text ? h("div", { class: "dw-tip-about" }, about) : null,
    text ? h("div", { class: "dw-tip-text" }, text) : null].filter(Boolean));
  tip.hidden = false;
  // placed in the board's box, beside the pointer, flipped left near the right edge
  const box = tip.offsetParent ? tip.offsetParent.getBoundingClientRect() : board.getBoundingClientRect();
  const x = (at ? at.clientX : box.left) - box.left;
  const y = (at ? at.clientY : box.top) - box.top;
  const room = box.width - x - 16;
  tip.style.left = `${room >= tip.offsetWidth ? x + 16 : Math.max(0, x - 12 - tip.offsetWidth)}px`;
  tip.style.top = `${y + 18}px`;
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

function waitingText(st, autoplay) {
  const who = st.seat_names[st.decider];
  if (st.bot_turn) return autoplay ? `${who} (a bot) is to decide: autoplay plays it.` : `${who} (a bot) is to decide: press Bot step or turn autoplay on.`;
  return `${who} is to decide; this view cannot choose for them.`;
}

function openChooser(board, list, event, pick) {
  const rect = board.getBoundingClientRect();
  const menu = h("div", { class: "dw-pop dw-chooser", "data-role": "chooser", role: "menu" },
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
