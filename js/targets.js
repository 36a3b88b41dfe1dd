// Board interaction shared by every game. A board renderer only draws, giving each clickable
// element a data-target id (the ids game.targets() returns). Here: legal targets are
// highlighted, a click plays the choice (or opens a small chooser when several choices share
// the element), and hovering shows why an element is not playable.
import { h } from "./dom.js";
import { choicesByTarget, hintsById } from "./doc.js";

/** Wire the freshly drawn board. onPick(choice) plays a choice; hintLine shows hover text. */
export function wireTargets(board, doc, onPick, hintLine) {
  const byTarget = choicesByTarget(doc.legal);
  const hints = hintsById(doc.hints);
  const st = doc.status;
  const idle = st.over ? "The game is over." : st.may_act ? "" : waitingText(st);
  for (const el of board.querySelectorAll("[data-target]")) {
    const id = el.getAttribute("data-target");
    const legal = byTarget.has(id);
    el.classList.toggle("dw-target", legal);
    if (legal) el.setAttribute("data-choices", byTarget.get(id).map((c) => c.index).join(" "));
    else el.removeAttribute("data-choices");
    const text = legal ? byTarget.get(id).map((c) => c.label).join(" / ") : hints.get(id) || idle;
    if (text) el.setAttribute("data-hint", text);
    else el.removeAttribute("data-hint");
  }
  board.onclick = (event) => {
    const el = event.target.closest("[data-target]");
    closeChooser(board);
    if (!el || !board.contains(el)) return;
    const list = byTarget.get(el.getAttribute("data-target"));
    if (!list) {
      hintLine.textContent = el.getAttribute("data-hint") || "";
      return;
    }
    if (list.length === 1) onPick(list[0]);
    else openChooser(board, list, event, onPick);
  };
  board.onmouseover = (event) => {
    const el = event.target.closest("[data-target]");
    hintLine.textContent = (el && el.getAttribute("data-hint")) || "";
  };
  board.onmouseleave = () => { hintLine.textContent = ""; };
}

function waitingText(st) {
  const who = st.seat_names[st.decider];
  return st.bot_turn ? `${who} (a bot) is to decide.` : `${who} is to decide; this view cannot choose for them.`;
}

function openChooser(board, list, event, onPick) {
  const rect = board.getBoundingClientRect();
  const menu = h("div", { class: "dw-chooser", "data-role": "chooser", role: "menu" },
    list.map((c) => {
      const b = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "choose", "data-index": c.index, role: "menuitem" }, c.label);
      b.addEventListener("click", (e) => { e.stopPropagation(); closeChooser(board); onPick(c); });
      return b;
    }));
  menu.style.left = `${Math.max(0, event.clientX - rect.left)}px`;
  menu.style.top = `${Math.max(0, event.clientY - rect.top)}px`;
  board.append(menu);
}

function closeChooser(board) {
  for (const m of board.querySelectorAll("[data-role=chooser]")) m.remove();
}
