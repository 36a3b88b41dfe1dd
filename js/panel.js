// The panel every game shares: new game + seed, undo/redo, timeline, viewer, seats, bots,
// autoplay, the decision prompt, the legal choices as buttons, the narrated log, the rule
// options and the error line. Controls carry stable data-action / data-role attributes.
import { h, replaceChildren } from "./dom.js";
import { paramsForm } from "./params_form.js";

const MAX_SAFE_SEED = Number.MAX_SAFE_INTEGER;

/** Build the panel once; call update(doc) whenever the model changes. */
export function createPanel(model, send) {
  const seedInput = h("input", { type: "number", min: 0, step: 1, class: "dw-seed", "data-action": "seed", placeholder: "random", title: "Seed of the new game (empty: random)" });
  const seedNow = h("span", { class: "dw-muted", "data-role": "seed" });
  const newGame = h("button", { type: "button", class: "dw-btn", "data-action": "new-game", title: "Start a new game with this seed" }, "New game");
  const undo = h("button", { type: "button", class: "dw-btn", "data-action": "undo", title: "Undo one step" }, "↶ Undo");
  const redo = h("button", { type: "button", class: "dw-btn", "data-action": "redo", title: "Redo one step" }, "Redo ↷");
  const timeline = h("input", { type: "range", min: 0, max: 0, step: 1, value: 0, class: "dw-timeline", "data-action": "timeline", title: "Go to any step" });
  const stepLabel = h("span", { class: "dw-step", "data-role": "step" });
  const viewer = h("select", { "data-action": "viewer", title: "Whose view is shown" });
  const seats = h("span", { class: "dw-seats", "data-role": "seats" });
  const botStep = h("button", { type: "button", class: "dw-btn", "data-action": "bot-step", title: "Let the bot of the deciding seat play one choice" }, "Bot step");
  const autoplay = h("input", { type: "checkbox", "data-action": "autoplay" });
  const speed = h("input", { type: "range", min: 0.05, max: 2, step: 0.05, class: "dw-speed", "data-action": "speed", title: "Seconds between bot moves" });
  const prompt = h("div", { class: "dw-prompt", "data-role": "prompt", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "error", role: "alert" });
  const board = h("div", { class: "dw-board", "data-role": "board" });
  const hint = h("div", { class: "dw-hint", "data-role": "hint" });
  const choices = h("div", { class: "dw-choices", "data-role": "choices" });
  const log = h("ol", { class: "dw-log", "data-role": "log" });
  const rules = h("div", { "data-role": "rules-slot" });
  let clientError = "";

  const showClientError = (text) => {
    clientError = text;
    error.textContent = text;
  };

  seedInput.addEventListener("keydown", (e) => { if (e.key === "Enter") newGame.click(); });
  newGame.addEventListener("click", () => {
    const raw = seedInput.value.trim();
    const seed = raw === "" ? null : Number(raw);
    if (seed !== null && !(Number.isSafeInteger(seed) && seed >= 0 && seed <= MAX_SAFE_SEED)) {
      showClientError(`The seed must be a whole number from 0 to ${MAX_SAFE_SEED}, or empty for a random one.`);
      return;
    }
    send({ type: "new_game", seed });
  });
  undo.addEventListener("click", () => send({ type: "undo" }));
  redo.addEventListener("click", () => send({ type: "redo" }));
  timeline.addEventListener("input", () => { stepLabel.textContent = `step ${timeline.value} / ${model.get("length")}`; });
  timeline.addEventListener("change", () => send({ type: "goto", step: Number(timeline.value) }));
  viewer.addEventListener("change", () => {
    const v = viewer.value;
    send({ type: "set_viewer", viewer: v === "all" || v === "auto" ? v : Number(v) });
  });
  botStep.addEventListener("click", () => send({ type: "bot_step" }));
  autoplay.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));
  speed.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));

  const el = h("div", { class: "dw-panel" },
    h("div", { class: "dw-toolbar" },
      h("span", { class: "dw-title", "data-role": "title" }),
      h("label", { class: "dw-inline" }, "Seed ", seedInput), newGame, seedNow, undo, redo, timeline, stepLabel),
    h("div", { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "View ", viewer), seats, botStep,
      h("label", { class: "dw-inline", title: "Bots play their turns by themselves" }, autoplay, " Autoplay"), speed),
    prompt, error,
    h("div", { class: "dw-main" }, h("div", { class: "dw-board-wrap" }, board, hint),
      h("div", { class: "dw-side" }, h("div", { class: "dw-side-title" }, "Choices"), choices,
        h("div", { class: "dw-side-title" }, "Log"), log)),
    rules);

  let schemaKey = "";
  let paramsKey = "";

  function update(doc) {
    const st = doc.status;
    const names = st.seat_names;
    el.querySelector("[data-role=title]").textContent = model.get("title");
    const cursor = model.get("cursor");
    const length = model.get("length");
    seedNow.textContent = `(this game: seed ${model.get("seed")})`;
    undo.disabled = cursor === 0;
    redo.disabled = cursor >= length;
    timeline.max = String(length);
    timeline.value = String(cursor);
    stepLabel.textContent = `step ${cursor} / ${length}`;

    const current = String(model.get("viewer"));
    replaceChildren(viewer,
      h("option", { value: "auto", selected: current === "auto" }, "auto (hot-seat)"),
      h("option", { value: "all", selected: current === "all" }, "everything (teaching)"),
      names.map((n, i) => h("option", { value: i, selected: current === String(i) }, n)));

    const kinds = model.get("seats");
    replaceChildren(seats, kinds.map((kind, i) => {
      const sel = h("select", { "data-action": "seat", "data-seat": i, title: `Who plays ${names[i]}` },
        ["human", "bot"].map((k) => h("option", { value: k, selected: k === kind }, k)));
      sel.addEventListener("change", () => {
        const next = model.get("seats").slice();
        next[i] = sel.value;
        send({ type: "set_seats", seats: next });
      });
      return h("label", { class: `dw-inline dw-seat dw-seat-${i}` }, h("span", { class: "dw-swatch" }), `${names[i]} `, sel);
    }));
    botStep.disabled = !st.bot_turn;
    autoplay.checked = model.get("autoplay");
    if (document.activeElement !== speed) speed.value = String(model.get("speed"));

    replaceChildren(prompt, promptParts(st, names));
    error.textContent = model.get("error") || clientError;
    clientError = "";

    renderChoices(choices, doc.legal, (c) => send({ type: "act", index: c.index, step: model.get("cursor") }));
    renderLog(log, doc.log, doc.log_start);

    const sk = JSON.stringify(model.get("params_schema"));
    const pk = JSON.stringify(model.get("params"));
    if (sk !== schemaKey || pk !== paramsKey) {
      schemaKey = sk;
      paramsKey = pk;
      const open = rules.querySelector("details")?.open;
      const form = paramsForm(model.get("params_schema"), model.get("params"), (params) => send({ type: "set_params", params }));
      form.open = !!open;
      replaceChildren(rules, form);
    }
  }

  return { el, board, hint, update, showClientError };
}

function promptParts(st, names) {
  if (st.over) {
    const winners = st.winners.map((p) => names[p]).join(" and ");
    const scores = (st.scores || []).map((x, i) => `${names[i]} ${x}`).join(", ");
    return [h("strong", {}, "Game over. "), `Winner: ${winners}. Scores: ${scores}.`];
  }
  const who = names[st.decider];
  const parts = [h("strong", { class: `dw-who dw-seat-${st.decider}` }, h("span", { class: "dw-swatch" }), who), `: ${st.prompt}`];
  if (st.reaction) parts.push(h("span", { class: "dw-tag" }, "reaction"));
  if (st.bot_turn) parts.push(h("span", { class: "dw-muted" }, " (a bot: press Bot step or turn autoplay on)"));
  else if (!st.may_act) parts.push(h("span", { class: "dw-muted" }, ` (waiting for ${who}; this view cannot choose for them)`));
  return parts;
}

function renderChoices(box, legal, onPick) {
  // choices without a board target first and large; the rest as a compact fallback list
  const plain = legal.filter((c) => !c.targets.length);
  const targeted = legal.filter((c) => c.targets.length);
  const button = (c, cls) => {
    const b = h("button", { type: "button", class: `dw-btn ${cls}`, "data-action": "choice", "data-index": c.index, title: c.targets.join(" ") }, c.label);
    b.addEventListener("click", () => onPick(c));
    return b;
  };
  replaceChildren(box,
    plain.length ? h("div", { class: "dw-choice-row" }, plain.map((c) => button(c, "dw-primary"))) : null,
    targeted.length ? h("div", { class: "dw-choice-list" }, targeted.map((c) => button(c, "dw-small"))) : null,
    legal.length ? null : h("span", { class: "dw-muted" }, "No choice for this view now."));
}

function renderLog(ol, lines, start) {
  const atBottom = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
  ol.start = start + 1;
  replaceChildren(ol, lines.map((line) => h("li", {}, line)));
  if (atBottom) ol.scrollTop = ol.scrollHeight;
}
