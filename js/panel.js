// The panel every game shares: new game + seed, undo/redo, timeline, viewer, seats, bots,
// autoplay, zoom and full screen, the decision prompt, the legal choices as buttons, the
// narrated log (copied or saved as text), the rule options and the error line. Controls carry
// stable data-action / data-role attributes.
import { h, refill, replaceChildren, setAttr, setChildren, setProp, setText } from "./dom.js";
import { paramsForm, showParamsError } from "./params_form.js";
import { nextPlan } from "./plans.js";

const MAX_SAFE_SEED = Number.MAX_SAFE_INTEGER;
/** Zoom steps of the board, in percent (projection: a room reads the board from afar). */
const ZOOMS = [70, 80, 90, 100, 115, 130, 150, 175, 200];
/** Log lines drawn at first; earlier ones on request. A step adds its lines at the end. */
const LOG_WINDOW = 150;

/** Build the panel once; call update(doc) whenever the model changes. */
export function createPanel(model, send) {
  const seedInput = h("input", { type: "number", min: 0, step: 1, class: "dw-seed", "data-action": "seed", placeholder: "random", title: "Seed of the new game (empty: random)" });
  const seedNow = h("span", { class: "dw-muted", "data-role": "seed" });
  const newGame = h("button", { type: "button", class: "dw-btn", "data-action": "new-game", title: "Start a new game with this seed" }, "New game");
  const undo = h("button", { type: "button", class: "dw-btn", "data-action": "undo", title: "Undo one step", "aria-label": "Undo one step" }, "↶");
  const redo = h("button", { type: "button", class: "dw-btn", "data-action": "redo", title: "Redo one step", "aria-label": "Redo one step" }, "↷");
  const timeline = h("input", { type: "range", min: 0, max: 0, step: 1, value: 0, class: "dw-timeline", "data-action": "timeline", title: "Go to any step" });
  const stepLabel = h("span", { class: "dw-step", "data-role": "step" });
  const viewer = h("select", { "data-action": "viewer", title: "Whose view is shown" });
  const seats = h("span", { class: "dw-seats", "data-role": "seats" });
  const botStep = h("button", { type: "button", class: "dw-btn", "data-action": "bot-step", title: "Let the bot of the deciding seat play one choice" }, "Bot step");
  const autoplay = h("input", { type: "checkbox", "data-action": "autoplay" });
  const speed = h("input", { type: "range", min: 0.05, max: 2, step: 0.05, class: "dw-speed", "data-action": "speed", title: "Seconds between bot moves", "aria-label": "Seconds between bot moves" });
  const speedNow = h("output", { class: "dw-speed-now", "data-role": "speed" });
  const zoomOut = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "zoom-out", title: "Smaller board", "aria-label": "Smaller board" }, "−");
  const zoomIn = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "zoom-in", title: "Larger board", "aria-label": "Larger board" }, "+");
  const zoomLabel = h("span", { class: "dw-zoom", "data-role": "zoom" }, "100%");
  const fullScreen = h("button", { type: "button", class: "dw-btn", "data-action": "full-screen", title: "Show the widget on the whole screen (Esc leaves)" }, "Full screen");
  // Keep: the game into the widget's lab archive (GameWidget(archive=...)); its answer is the
  // button's own word and title, so that nothing beside it moves
  const keepBtn = h("button", { type: "button", class: "dw-btn dw-keep", "data-action": "keep", hidden: true,
    title: "Keep this game in the lab's archive, with who sat where" }, "Keep");
  keepBtn.addEventListener("click", () => send({ type: "keep" }));
  const keptSay = h("span", { class: "dw-offscreen", "data-role": "kept", "aria-live": "polite" });
  const prompt = h("div", { class: "dw-prompt", "data-role": "prompt", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "error", role: "alert" });
  // the hint also follows the pointer (js/targets.js places it)
  const tip = h("div", { class: "dw-tip", "data-role": "tip", role: "tooltip", hidden: true });
  const choices = h("div", { class: "dw-choices", "data-role": "choices" });
  const log = h("ol", { class: "dw-log", "data-role": "log" });
  const logEarlier = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-earlier", hidden: true });
  const logCopy = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-copy", title: "Copy the whole log as text" }, "Copy");
  const logSave = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "log-save", title: "Save the whole log as a text file" }, "Save");
  const rules = h("div", { "data-role": "rules-slot" });
  const seedBox = h("label", { class: "dw-inline" }, "Seed ", seedInput);
  const autoplayBox = h("label", { class: "dw-inline", title: "Bots play their turns by themselves" }, autoplay, " Autoplay");
  const speedBox = h("label", { class: "dw-inline", title: "Seconds between bot moves" }, "Delay ", speed, speedNow);
  let clientError = "";
  let clientKind = "error";

  /** Say a sentence of the page's own in the message line until the next redraw: an error
   * ("error", in red), or why a clicked board element does nothing now ("why"). */
  const say = (text, kind = "error") => {
    clientError = text;
    clientKind = kind;
    setText(error, text);
    setAttr(error, "data-kind", text ? kind : null);
  };
  const showClientError = (text) => say(text, "error");

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
    send({ type: "set_viewer", viewer: /^\d+$/.test(v) ? Number(v) : v });
  });
  botStep.addEventListener("click", () => send({ type: "bot_step" }));
  autoplay.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));
  speed.addEventListener("change", () => send({ type: "autoplay", on: autoplay.checked, speed: Number(speed.value) }));
  speed.addEventListener("input", () => setText(speedNow, seconds(speed.value)));
  // zoom is the page's own: it scales the whole widget through its font size (every size in
  // the stylesheet is in em), which Presentation Mode enlarges too
  let zoom = ZOOMS.indexOf(100);
  const setZoom = (i) => {
    zoom = Math.max(0, Math.min(ZOOMS.length - 1, i));
    el.style.setProperty("--dw-zoom", String(ZOOMS[zoom] / 100));
    setText(zoomLabel, `${ZOOMS[zoom]}%`);
    setProp(zoomOut, "disabled", zoom === 0);
    setProp(zoomIn, "disabled", zoom === ZOOMS.length - 1);
    placeMenu(); // a zoom moves the menu's button (the toolbar wraps)
  };
  // the menu, opened, lies under its button, its right edge on the button's unless that would
  // take it out of the widget on the left
  function placeMenu() {
    if (!more || !more.open) return;
    const panel = more.lastElementChild;
    panel.style.left = "";
    panel.style.right = "";
    const widget = el.getBoundingClientRect();
    const button = more.getBoundingClientRect();
    if (button.right - panel.offsetWidth < widget.left) panel.style.left = "0";
    else panel.style.right = "0";
  }
  zoomOut.addEventListener("click", () => setZoom(zoom - 1));
  zoomIn.addEventListener("click", () => setZoom(zoom + 1));
  fullScreen.addEventListener("click", () => {
    const root = el.closest(".dw-root") || el;
    if (document.fullscreenElement === root) {
      document.exitFullscreen();
      return;
    }
    // the event goes to the element that enters or leaves full screen (Esc leaves too)
    root.onfullscreenchange = () => setText(fullScreen, document.fullscreenElement === root ? "Leave full screen" : "Full screen");
    root.requestFullscreen().catch((err) => showClientError(`Full screen was refused: ${err.message}`));
  });
  logCopy.addEventListener("click", () => copyText(logText(logLines), logCopy));
  logSave.addEventListener("click", () => saveText(logText(logLines), `${model.get("game_name") || "game"}-log-step-${model.get("cursor")}.txt`));
  logEarlier.addEventListener("click", () => { logView.all = true; renderLog(log, logView, logLines, logEarlier); });

  // what only the one who runs the table changes (a new game, its seed, who plays each seat,
  // bots, the board's size) is folded into one menu that floats over the page when opened, so
  // that the toolbar is one row on a 1280 px screen and the board starts high
  const more = h("details", { class: "dw-more", "data-role": "more" },
    h("summary", { class: "dw-btn", "data-action": "more", title: "Seed, new game, who plays each seat, bots and the board's size" }, "Game ▾"),
    h("div", { class: "dw-pop dw-more-panel", "data-role": "more-panel" },
      h("div", { class: "dw-more-row" }, seedBox, newGame, seedNow),
      h("div", { class: "dw-more-row" }, seats),
      h("div", { class: "dw-more-row" }, autoplayBox, speedBox),
      h("div", { class: "dw-more-row" }, h("span", { class: "dw-inline dw-zoom-box", title: "Board size" }, "Zoom ", zoomOut, zoomLabel, zoomIn))));
  // the one place for a sentence the page says (a refusal, why a clicked element does nothing
  // now, an error): beside the prompt, in room always kept, whole (it scrolls inside if long)
  const info = h("div", { class: "dw-info", "data-role": "info" });
  const drawing = h("div", { class: "dw-draw", "data-role": "drawing" });
  const el = h("div", { class: "dw-panel" },
    h("div", { class: "dw-toolbar" },
      h("span", { class: "dw-title", "data-role": "title" }),
      undo, redo, timeline, stepLabel,
      h("label", { class: "dw-inline dw-view", title: "Whose view is shown" }, viewer), botStep, more, fullScreen, keepBtn, keptSay),
    // board first: the drawing on the left; beside it a column one screen high (set by the
    // window and the widget's width, never by what it holds) with the prompt, the message and
    // the choices on top, what the board keeps beside the drawing (players, cards, contracts)
    // under them, and the log at the bottom. Nothing shown in it moves the drawing.
    h("div", { class: "dw-main dw-board", "data-role": "board" }, drawing,
      h("div", { class: "dw-side", "data-role": "side" },
        // the prompt and, right under it, the message line share one box of a fixed height
        h("div", { class: "dw-turn" }, h("div", { class: "dw-say", "data-role": "say" }, prompt, error),
          h("div", { class: "dw-side-title dw-choices-head" }, h("span", {}, "Choices"), h("span", { "data-role": "advice-slot" })), choices),
        info,
        h("div", { class: "dw-log-box" },
          h("div", { class: "dw-side-title dw-log-head" }, h("span", {}, "Log"), h("span", { class: "dw-log-tools" }, logCopy, logSave)),
          logEarlier, log)),
      tip),
    rules);
  const board = el.querySelector(".dw-main");
  setZoom(zoom);
  // the column beside the board is a screen high less the toolbar (style.css, --dw-bar); the
  // toolbar's height follows the widget's width (it wraps), never a hover or a step
  const bar = el.querySelector(".dw-toolbar");
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => el.style.setProperty("--dw-bar", `${Math.ceil(bar.offsetHeight)}px`)).observe(bar);
  }
  // the menu closes when the pointer goes down anywhere else
  document.addEventListener("pointerdown", (event) => { if (more.open && !more.contains(event.target)) more.open = false; }, true);
  more.addEventListener("toggle", placeMenu);

  const title = el.querySelector("[data-role=title]");
  const plain = h("div", { class: "dw-choice-row" });
  // counted choices (give 3 gold; Python says what each counts: choice.amount): one row per
  // thing counted, a small button for each amount, which plays it
  const counted = h("div", { class: "dw-amounts", "data-role": "amounts" });
  let countedNow = [];
  // whole gestures (pay three cards at once; Python's doc.plans): a stepper per part counted,
  // and one button playing the option whose counts are shown, if one has them
  const planBox = h("div", { class: "dw-amounts dw-plans", "data-role": "plans" });
  let plansNow = null;
  let planCounts = [];
  // choices also played on the board, as buttons too: for the keyboard, and for a choice hard
  // to find. Closed at first (the board offers them already: a list of dozens would push the
  // rest out of view), and drawn only while opened: a closed list costs the page nothing
  const targetedCount = h("summary", { "data-role": "choice-list-summary" });
  const targetedList = h("div", { class: "dw-choice-list" });
  const targeted = h("details", { class: "dw-choice-more", "data-role": "choice-list" }, targetedCount, targetedList);
  let targetedNow = [];
  // on a touch screen the list is open at first: a choice whose element lies below the first
  // screen (a card further down a phone's page) is then on it too (js/touch.css)
  if (typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches) targeted.open = true;
  targeted.addEventListener("toggle", () => fillButtons(targetedList, targeted.open ? targetedNow : [], "dw-btn dw-small"));
  const noChoice = h("span", { class: "dw-muted" }, "No choice for this view now.");
  let seatSelects = [];
  // one listener for every choice button: a button is reused from step to step, and carries
  // the index of the choice it shows now
  choices.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action=choice]:not([hidden])");
    if (b && choices.contains(b)) send({ type: "act", index: Number(b.getAttribute("data-index")), step: model.get("cursor") });
  });
  const logView = watchScroll(log);
  let logLines = [];
  let schema = null;
  let params = null;
  let formKey = "";
  let drawn = {};
  let drawnMarks = "";
  let keptAt = null; // the step the game was last kept at

  // Only what changed is written: a step usually changes the step label, the prompt, a few
  // choices and one log line; the toolbar, seats and rule options stay as they are.
  function update(doc) {
    const st = doc.status;
    const names = st.seat_names;
    setText(title, model.get("title"));
    const cursor = model.get("cursor");
    const length = model.get("length");
    // the seed recreates every hidden tile: only the designer view, which shows them, gets it
    const seed = model.get("shown_seed");
    setText(seedNow, seed === null || seed === undefined ? "" : `(this game: seed ${seed})`);
    setProp(undo, "disabled", cursor === 0);
    setProp(redo, "disabled", cursor >= length);
    setProp(timeline, "max", String(length));
    setProp(timeline, "value", String(cursor));
    setText(stepLabel, `step ${cursor} / ${length}`);

    const current = String(model.get("viewer"));
    // a notebook may pin the widget to one view (GameWidget.lock): then the menu offers only
    // that view and says why, instead of offering views Python would refuse
    const lock = model.get("lock");
    const locked = lock !== null && lock !== undefined;
    const offers = (v) => !locked || String(lock) === v;
    refill(viewer, JSON.stringify([current, names, locked ? String(lock) : null]), () => [
      offers("auto") && h("option", { value: "auto", selected: current === "auto" }, "hot seat (auto)"),
      offers("all") && h("option", { value: "all", selected: current === "all" }, "everything (teaching)"),
      offers("public") && h("option", { value: "public", selected: current === "public" }, "spectator"),
      names.map((n, i) => offers(String(i)) && h("option", { value: i, selected: current === String(i) }, n))]);
    setProp(viewer, "value", current);
    setProp(viewer, "disabled", locked);
    viewer.title = locked ? "This widget is locked to this view by its notebook" : "Whose view is shown";

    const kinds = model.get("seats");
    refill(seats, JSON.stringify([kinds, names]), () => {
      seatSelects = kinds.map((kind, i) => {
        const sel = h("select", { "data-action": "seat", "data-seat": i, title: `Who plays ${names[i]}` },
          // the menu's kinds, and the one the seat holds if the menu has it not (set from Python)
          [...model.get("seat_kinds"), ...(model.get("seat_kinds").includes(kind) ? [] : [kind])]
            .map((k) => h("option", { value: k, selected: k === kind }, (model.get("seat_labels") || {})[k] || k)));
        sel.addEventListener("change", () => {
          const next = model.get("seats").slice();
          next[i] = sel.value;
          send({ type: "set_seats", seats: next });
        });
        return sel;
      });
      return seatSelects.map((sel, i) => h("label", { class: `dw-inline dw-seat dw-seat-${i}` }, h("span", { class: "dw-swatch" }), `${names[i]} `, sel));
    });
    // a choice Python refused must not stay on show
    seatSelects.forEach((sel, i) => setProp(sel, "value", kinds[i]));
    setProp(botStep, "disabled", !st.bot_turn);
    setProp(autoplay, "checked", model.get("autoplay"));
    if (document.activeElement !== speed) {
      setProp(speed, "value", String(model.get("speed")));
      setText(speedNow, seconds(model.get("speed")));
    }

    showAllowed(model.get("page_allowed"), { seed: [seedBox], new_game: [newGame], undo: [undo], redo: [redo], goto: [timeline],
      set_seats: seatSelects, bot_step: [botStep], autoplay: [autoplayBox, speedBox], set_params: [rules], keep: [keepBtn] });
    if (!model.get("can_keep")) { setProp(keepBtn, "hidden", true); keepBtn.style.display = "none"; }
    else if (keptAt !== null && keptAt !== model.get("cursor")) { keptAt = null; setText(keepBtn, "Keep"); }

    // parts of the document a step did not change are the same objects (doc.js): skip them
    const auto = model.get("autoplay");
    const allBots = model.get("viewer") === "auto" && kinds.every((k) => k !== "human");
    if (st !== drawn.status || auto !== drawn.auto || allBots !== drawn.allBots) {
      refill(prompt, JSON.stringify([st, names, auto, allBots]), () => promptParts(st, names, auto, allBots));
    }
    const said = model.get("error") || clientError;
    setText(error, said);
    setAttr(error, "data-kind", said ? (model.get("error") ? "error" : clientKind) : null);
    clientError = "";
    const refused = said ? model.get("error_fields") || [] : [];

    if (doc.legal !== drawn.legal || doc.plans !== drawn.plans) renderChoices(doc.legal, doc.plans);
    if (doc.log !== drawn.log) {
      logLines = doc.log;
      renderLog(log, logView, logLines, logEarlier);
    }
    drawn = { status: st, legal: doc.legal, plans: doc.plans, log: doc.log, auto, allBots };
    renderRules();
    // a rule option Python refused: its sentence also by the field Python names (error_fields)
    const marks = JSON.stringify([refused, said, formKey]);
    if (marks !== drawnMarks) {
      drawnMarks = marks;
      const form = rules.querySelector("details");
      const first = form && showParamsError(form, said, refused);
      if (first) first.scrollIntoView({ block: "nearest" });
    }
  }

  function renderChoices(legal, plans) {
    // choices without a board target first and large; the rest as a compact fallback list
    const plainOnes = legal.filter((c) => !c.targets.length && !c.amount);
    const targetedOnes = legal.filter((c) => c.targets.length && !c.amount);
    countedNow = legal.filter((c) => c.amount);
    drawAmounts();
    fillButtons(plain, plainOnes, "dw-btn dw-primary");
    targetedNow = targetedOnes;
    const n = targetedOnes.length;
    setText(targetedCount, n === 1 ? "The choice on the board, also as a button" : `The ${n} choices on the board, also as buttons`);
    if (targeted.open) fillButtons(targetedList, targetedOnes, "dw-btn dw-small");
    const samePlans = JSON.stringify(plans) === JSON.stringify(plansNow);
    plansNow = plans || null;
    if (plansNow && !samePlans) planCounts = plansNow.options[0].counts.slice();
    drawPlans();
    setChildren(choices, [plansNow ? planBox : null, countedNow.length ? counted : null, plainOnes.length ? plain : null,
      targetedOnes.length ? targeted : null, legal.length ? null : noChoice]);
  }

  function drawPlans() {
    if (!plansNow) return;
    const { title, parts, options } = plansNow;
    const match = options.find((o) => o.counts.join(",") === planCounts.join(","));
    const sig = JSON.stringify([plansNow, planCounts]);
    refill(planBox, sig, () => {
      // only the parts some option uses; a step of one part moves to the nearest option that
      // has it (nextPlan), so the counts shown are always an option's: the button always pays
      const rows = parts.map((name, k) => {
        if (Math.max(...options.map((o) => o.counts[k])) === 0) return null;
        const to = (by) => nextPlan(options, planCounts, k, by);
        const step = (by) => () => { planCounts = to(by).counts.slice(); drawPlans(); };
        const less = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "plan-less", "aria-label": `${name}: fewer`, disabled: !to(-1) }, "−");
        const more = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "plan-more", "aria-label": `${name}: more`, disabled: !to(1) }, "+");
        less.addEventListener("click", step(-1));
        more.addEventListener("click", step(1));
        return h("div", { class: "dw-amount dw-plan-part", "data-role": "plan-part", "data-part": name },
          h("span", { class: "dw-amount-name" }, name), less, h("output", { class: "dw-amount-now" }, String(planCounts[k])), more);
      });
      const play = h("button", { type: "button", class: "dw-btn dw-primary", "data-action": "plan", disabled: !match },
        match ? match.label : "No option takes these counts: change one");
      if (match) play.addEventListener("click", () => send({ type: "act_plan", index: match.index, step: model.get("cursor") }));
      return [h("div", { class: "dw-side-title" }, title), ...rows, play];
    });
  }

  function drawAmounts() {
    const groups = new Map();
    for (const c of countedNow) {
      const [what] = c.amount;
      if (!groups.has(what)) groups.set(what, []);
      groups.get(what).push(c);
    }
    for (const list of groups.values()) list.sort((a, b) => a.amount[1] - b.amount[1]);
    // one button for each amount, which plays it: a counted term of an offer is one click
    const sig = JSON.stringify(countedNow.map((c) => [c.index, c.label, c.amount]));
    refill(counted, sig, () => [...groups].map(([what, list]) =>
      h("div", { class: "dw-amount", "data-role": "amount", "data-group": what },
        h("span", { class: "dw-amount-name" }, what),
        h("span", { class: "dw-amount-picks" }, list.map((c) => h("button", {
          type: "button", class: "dw-btn dw-small dw-pick", "data-action": "choice", "data-index": c.index,
          "data-label": c.label, title: c.label, "aria-label": c.label,
        }, String(c.amount[1])))))));
  }

  function renderRules() {
    // synced values keep their identity until the kernel sends new ones: compare JSON only then
    const nextSchema = model.get("params_schema");
    const nextParams = model.get("params");
    if (nextSchema === schema && nextParams === params) return;
    schema = nextSchema;
    params = nextParams;
    const key = JSON.stringify([schema, params]);
    if (key === formKey) return;
    formKey = key;
    const open = rules.querySelector("details")?.open;
    const form = paramsForm(schema, params, (changes) => send({ type: "set_params", params: changes }));
    form.open = !!open;
    replaceChildren(rules, form);
  }

  /** Python kept the game (a "kept" message): the button says so until the game moves on. */
  const kept = (msg) => {
    keptAt = msg.step;
    setText(keepBtn, "Kept");
    setAttr(keepBtn, "title", msg.text);
    setText(keptSay, msg.text);
  };

  return { el, board, drawing, info, tip, log, error, side: el.querySelector(".dw-side"), update, showClientError, say, kept };
}

/** Seconds, as the delay slider shows them. */
function seconds(value) {
  return `${Number(value).toFixed(2)} s`;
}

/** Hide the controls of what this page may not send: Python sends the message types it takes
 * from this page (GameWidget.page_allowed; a widget locked to a seat takes only its own choices
 * unless the notebook allowed more). A new game from a typed seed needs "seed"; the New game
 * button stays while either kind of new game is taken. */
function showAllowed(allowed, controls) {
  const may = new Set(allowed || []);
  if (may.has("seed")) may.add("new_game");
  for (const [kind, els] of Object.entries(controls)) {
    for (const el of els) {
      setProp(el, "hidden", !may.has(kind));
      el.style.display = may.has(kind) ? "" : "none"; // a display set by a class would beat [hidden]
    }
  }
}

/** What each choice button shows, as last written. */
const SHOWS = new WeakMap();

/** Show `list` as buttons in box. Buttons are kept between steps, hidden when not needed, and
 * rewritten only where their choice differs: a step changes most of the legal choices, and
 * every element made or removed is work for the page. */
function fillButtons(box, list, cls) {
  list.forEach((c, i) => {
    let b = box.children[i];
    if (!b) {
      b = h("button", { type: "button", class: cls, "data-action": "choice" });
      box.append(b);
    }
    const shows = `${c.index}\n${c.label}`;
    if (SHOWS.get(b) !== shows) {
      SHOWS.set(b, shows);
      setAttr(b, "data-index", c.index);
      setText(b, c.label);
    }
    setProp(b, "hidden", false);
  });
  for (let i = list.length; i < box.children.length; i++) setProp(box.children[i], "hidden", true);
}

function promptParts(st, names, autoplay, allBots) {
  if (st.over) {
    const winners = st.winners.map((p) => names[p]).join(" and ");
    const scores = (st.scores || []).map((x, i) => `${names[i]} ${x}`).join(", ");
    // st.prompt says how it ended, in the game's own words (its end_reasons)
    return [h("strong", {}, st.prompt), ` Winner: ${winners}. Scores: ${scores}.`];
  }
  const who = names[st.decider];
  const parts = [h("strong", { class: `dw-who dw-seat-${st.decider}` }, h("span", { class: "dw-swatch" }), who), `: ${st.prompt}`];
  if (st.reaction) parts.push(h("span", { class: "dw-tag" }, "reaction"));
  // say only what can be done from here: with autoplay on, there is nothing to press
  if (st.bot_turn) parts.push(h("span", { class: "dw-muted" }, autoplay ? " (a bot: autoplay plays it)" : " (a bot: press Bot step or turn autoplay on)"));
  else if (!st.may_act) parts.push(h("span", { class: "dw-muted" }, ` (waiting for ${who}; this view cannot choose for them)`));
  if (allBots) parts.push(h("div", { class: "dw-note", "data-role": "all-bots" }, "Every seat is a bot, so the hot-seat view shows everything, hidden tiles and hands included."));
  return parts;
}

/** Follow the log's end unless the reader scrolled up (tracked on scroll, so that a redraw never
 * has to measure the layout it is changing). A view drawn before the page shows it (a reload,
 * a notebook opened again) has no height yet: the end is followed when it gets one. */
function watchScroll(ol) {
  const state = { atEnd: true, frame: 0, all: false, from: 0, drawn: [] };
  const toEnd = () => { if (state.atEnd && ol.clientHeight > 0) ol.scrollTop = ol.scrollHeight; };
  state.toEnd = toEnd;
  // only a reader's scroll says where they are: the wheel, a touch, a key or the scroll bar on
  // the log. A log scrolls by itself too (a box that gets its height late: a cell run before it
  // is on screen, a Voila page still laying out; a box that shrinks or grows as the column
  // beside the board fills; lines added before the next frame follows them), and those scroll
  // events must not stop it following
  let gesture = -Infinity;
  let dragging = false;
  const reader = () => { gesture = performance.now(); };
  for (const kind of ["wheel", "touchmove", "keydown"]) ol.addEventListener(kind, reader, { passive: true });
  ol.addEventListener("pointerdown", () => { dragging = true; reader(); });
  document.addEventListener("pointerup", () => { if (dragging) { dragging = false; reader(); } }, true);
  ol.addEventListener("scroll", () => {
    if (ol.clientHeight === 0 || !(dragging || performance.now() - gesture < 1500)) return;
    state.atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 4;
  });
  if (typeof ResizeObserver === "function") new ResizeObserver(toEnd).observe(ol);
  // a notebook lays out cells off screen lazily (content-visibility): follow when it comes in
  if (typeof IntersectionObserver === "function") {
    new IntersectionObserver((seen) => { if (seen.some((e) => e.isIntersecting)) toEnd(); }).observe(ol);
  }
  return state;
}

/**
 * The log: a list of every line, which a step only lengthens (see document.py). Only the last
 * LOG_WINDOW lines are drawn until the reader asks for the earlier ones; a step appends its
 * new lines to what is drawn; anything else (undo, another viewer) draws the window again.
 */
function renderLog(ol, state, lines, earlier) {
  const drawn = state.drawn;
  const end = state.from + drawn.length;
  const follows = drawn.length > 0 && lines.length >= end && drawn.every((text, i) => lines[state.from + i] === text);
  // a window that grew to twice its size by appending is cut back (the page stays light)
  if (follows && (state.all ? state.from === 0 : drawn.length < 2 * LOG_WINDOW)) {
    ol.append(...lines.slice(end).map((text) => h("li", {}, text)));
    state.drawn = drawn.concat(lines.slice(end));
  } else {
    state.from = state.all ? 0 : Math.max(0, lines.length - LOG_WINDOW);
    state.drawn = lines.slice(state.from);
    ol.replaceChildren(...state.drawn.map((text) => h("li", {}, text)));
  }
  setProp(ol, "start", state.from + 1);
  setProp(earlier, "hidden", state.from === 0);
  setText(earlier, `Show the ${state.from} earlier line${state.from === 1 ? "" : "s"}`);
  if (state.atEnd && !state.frame) {
    // scroll at the next frame, when the browser lays the page out anyway
    state.frame = requestAnimationFrame(() => {
      state.frame = 0;
      state.toEnd();
    });
  }
}

/** The log as text, one numbered line each (GameWidget.log_text writes the same). */
function logText(lines) {
  return lines.map((line, i) => `${i + 1}. ${line}\n`).join("");
}

function saveText(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = h("a", { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function copyText(text, button) {
  const done = (word) => {
    button.textContent = word;
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(() => done("Copied"), () => done("Copy failed"));
    return;
  }
  // pages without the clipboard API (plain http): a selected text area and the copy command
  const area = h("textarea", { readonly: true, class: "dw-offscreen" });
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand && document.execCommand("copy");
  area.remove();
  done(ok ? "Copied" : "Copy failed");
}
