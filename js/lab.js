// The lab pane of a LabWidget (deltawidgets/widgets/lab_widget.py): choose a game, set its rule
// options (a form from their JSON schema, as the game widget's), sweep one option over a few
// values, seat a bot in each seat, Run. Python plays and judges everything: the page sends the
// whole form with Run ({type: "run", ...}) and shows what Python answers, its error sentence
// included; it draws the synced progress, plots (SVG made by matplotlib) and tables, and the game
// metrics of the table when asked.
import { h, refill, replaceChildren, setAttr, setProp, setText } from "./dom.js";
import { createCompare } from "./lab_compare.js";
import { createBattery } from "./lab_metrics.js";
import { createTune } from "./lab_tune.js";
import { fieldKind, inputFor, readField, resolve } from "./params_form.js";

// what a sweep can compare: options with one plain value
const SWEEPABLE = new Set(["int", "number", "bool", "enum", "text"]);
const WATCHED = ["game_menu", "bot_menu", "game_name", "title", "options_schema", "options", "sweep_option",
  "sweep_values", "bots", "games", "seed", "archive", "running", "stopping", "done", "total", "elapsed", "plots",
  "plotted", "tables", "status", "error", "tuning", "tune_options", "comparison", "battery"];

const pct = (x) => (x === null || x === undefined ? "–" : `${(100 * x).toFixed(1)} %`);

/** A sweep's values as typed ("3, 4, 5" or a JSON list), each read as the option's kind;
 * what cannot be read is sent as typed, for Python to name. */
export function parseValues(text, kind) {
  const raw = text.trim();
  if (raw.startsWith("[")) {
    try {
      return JSON.parse(raw);
    } catch (err) {
      return [raw];
    }
  }
  return raw.split(",").map((v) => v.trim()).filter((v) => v !== "").map((v) => {
    if (kind === "int" || kind === "number") return Number.isFinite(Number(v)) ? Number(v) : v;
    if (kind === "bool") return { true: true, yes: true, false: false, no: false }[v.toLowerCase()] ?? v;
    return v;
  });
}

/** A bot spec from the seat's menu and budget: "random", "ismcts:200". */
function botSpec(name, budget) {
  return budget !== "" && budget !== undefined ? `${name}:${budget}` : name;
}

export function renderLab({ model, el }) {
  const send = (msg) => model.send(msg);
  const button = (action, text, title, onClick, primary = false) => {
    const b = h("button", { type: "button", class: `dw-btn${primary ? " dw-primary" : ""}`, "data-action": action, title }, text);
    b.addEventListener("click", onClick);
    return b;
  };

  // -- the form -----------------------------------------------------------------------------------
  const gameSelect = h("select", { "data-role": "lab-game", title: "The game to play" });
  gameSelect.addEventListener("change", () => send({ type: "set_game", game: gameSelect.value }));
  const gamesInput = h("input", { type: "number", min: 1, step: 1, class: "dw-seed", "data-role": "lab-games" });
  const seedInput = h("input", { type: "number", min: 0, step: 1, class: "dw-seed", "data-role": "lab-seed" });
  const optionsGrid = h("div", { class: "dw-rules-grid", "data-role": "lab-options" });
  const sweepSelect = h("select", { "data-role": "lab-sweep-option", title: "The rule option to compare several values of" });
  const sweepValues = h("input", { type: "text", class: "dw-lab-values", "data-role": "lab-sweep-values",
    placeholder: "values, e.g. 3, 4, 5", title: "The values to compare, separated by commas" });
  const seatsBox = h("div", { class: "dw-lab-seats", "data-role": "lab-seats" });
  const fieldset = h("fieldset", { class: "dw-lab-form" },
    h("div", { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Game ", gameSelect),
      h("label", { class: "dw-inline", title: "Games played for each value of the sweep" }, "Games ", gamesInput),
      h("label", { class: "dw-inline", title: "The first game's seed; the games take the seeds that follow" }, "Seed ", seedInput)),
    h("details", { class: "dw-rules", "data-role": "rules", open: true },
      h("summary", {}, "Rule options"), optionsGrid),
    h("div", { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Sweep ", sweepSelect), sweepValues),
    seatsBox);

  // -- running and results -------------------------------------------------------------------------
  const run = button("lab-run", "Run", "Play the games in the background", () => send(readForm()), true);
  const stop = button("lab-stop", "Stop", "Start no more games; keep the finished ones", () => send({ type: "stop" }));
  const csv = button("lab-export-csv", "CSV", "The table of games as CSV", () => send({ type: "export", format: "csv" }));
  const parquet = button("lab-export-parquet", "Parquet", "The table of games as Parquet", () => send({ type: "export", format: "parquet" }));
  const progress = h("progress", { class: "dw-lab-progress", "data-role": "lab-progress", max: 1, value: 0 });
  const progressText = h("span", { class: "dw-muted", "data-role": "lab-progress-text" });
  const download = h("span", { "data-role": "lab-download" });
  const status = h("div", { class: "dw-muted", "data-role": "lab-status", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "error", "aria-live": "assertive" });
  const plots = h("div", { class: "dw-lab-plots", "data-role": "lab-plots" });
  const wins = h("div", { class: "dw-lab-table", "data-role": "lab-wins" });
  const ends = h("div", { class: "dw-lab-table", "data-role": "lab-ends" });
  const archive = h("div", { class: "dw-muted", "data-role": "lab-archive" });
  // the standard battery of game metrics of the table (js/lab_metrics.js), when asked
  const battery = createBattery(model, send);
  // the Tune tab (js/lab_tune.js): rule options searched on the form's game, options and bots
  const tune = createTune(model, send);
  // people's kept games beside the bots' (js/lab_compare.js)
  const compare = createCompare(model, send);
  const root = h("div", { class: "dw-root dw-lab", "data-widget": "deltawidgets-lab" },
    h("div", { class: "dw-title" }, "Playtest lab"),
    fieldset,
    h("div", { class: "dw-toolbar" }, run, stop, progress, progressText),
    error, status,
    plots,
    h("div", { class: "dw-lab-tables" }, wins, ends),
    battery.el,
    h("div", { class: "dw-toolbar" }, h("span", {}, "Export the table:"), csv, parquet, download),
    archive,
    tune.el,
    compare.el);
  el.replaceChildren(root);

  // -- the options form, rebuilt when the game or Python's options change ---------------------------
  let fields = [];
  let seats = [];  // [{name, budget}] per seat, as the page shows them
  const schema = () => model.get("options_schema") || {};
  const fieldOf = (name) => fields.find((f) => f.name === name);

  const buildOptions = () => {
    const s = schema();
    const values = model.get("options") || {};
    fields = [];
    const rows = [];
    for (const [name, raw] of Object.entries(s.properties || {})) {
      const prop = resolve(s, raw);
      const kind = fieldKind(prop);
      const input = inputFor(kind, name, prop, values[name]);
      const note = h("span", { class: "dw-field-error" });
      const f = { name, kind, input, prop, note };
      const check = () => {
        const r = readField(kind, input, prop);
        note.textContent = r.ok ? "" : r.why;
        input.classList.toggle("dw-invalid", !r.ok);
        if (name === "players") drawSeats();
      };
      input.addEventListener("input", check);
      input.addEventListener("change", check);
      fields.push(f);
      rows.push(h("label", { class: `dw-field dw-field-${kind}`, title: prop.description || "", "data-field": name },
        h("span", { class: "dw-field-name" }, prop.title || name),
        input,
        h("span", { class: "dw-field-doc" }, prop.description || ""),
        note));
    }
    replaceChildren(optionsGrid, rows);
    const swept = model.get("sweep_option");
    replaceChildren(sweepSelect, [h("option", { value: "" }, "(none: one setting)"),
      ...fields.filter((f) => SWEEPABLE.has(f.kind)).map((f) =>
        h("option", { value: f.name, selected: f.name === swept }, f.prop.title || f.name))]);
    sweepValues.value = (model.get("sweep_values") || []).join(", ");
    seats = (model.get("bots") || []).map((spec) => {
      const [name, budget] = spec.split(":");
      return { name, budget: budget ?? "" };
    });
    markSwept();
  };

  /** The swept option's field is not read: its values come from the sweep. */
  const markSwept = () => {
    for (const f of fields) {
      const swept = f.name === sweepSelect.value;
      setProp(f.input, "disabled", swept);
      f.input.closest(".dw-field").classList.toggle("dw-lab-swept", swept);
    }
    setProp(sweepValues, "disabled", sweepSelect.value === "");
    drawSeats();
  };
  sweepSelect.addEventListener("change", markSwept);

  /** The number of seats the form sets now (the players field, if it reads), or null. */
  const seatCount = () => {
    if (sweepSelect.value === "players") return 1;  // one bot for every seat
    const f = fieldOf("players");
    if (!f) return seats.length || 2;
    const r = readField(f.kind, f.input, f.prop);
    return r.ok && r.value >= 1 && r.value <= 16 ? r.value : null;
  };

  let drawnSeats = "";
  const drawSeats = () => {
    const n = seatCount();
    if (n === null) return;  // keep the seats while the players field does not read
    while (seats.length < n) seats.push({ ...(seats[seats.length - 1] || { name: "random", budget: "" }) });
    seats.length = n;
    const menu = model.get("bot_menu") || [];
    const sig = JSON.stringify([n, sweepSelect.value, menu, seats]);
    if (sig === drawnSeats) return;
    drawnSeats = sig;
    replaceChildren(seatsBox, h("span", { class: "dw-field-name" }, "Bots"), seats.map((seat, i) => {
      const select = h("select", { "data-role": "lab-bot", "data-seat": i },
        menu.map((b) => h("option", { value: b.name, selected: b.name === seat.name }, b.name)));
      const budgeted = (menu.find((b) => b.name === seat.name) || {}).budget;
      const budget = h("input", { type: "text", class: "dw-lab-budget", "data-role": "lab-budget", "data-seat": i,
        value: seat.budget, placeholder: "iterations", title: "Search budget: iterations a decision (200), or seconds (0.5s)",
        hidden: !budgeted });
      select.addEventListener("change", () => { seat.name = select.value; drawSeats(); });
      budget.addEventListener("input", () => { seat.budget = budget.value.trim(); });
      const who = n === 1 && sweepSelect.value === "players" ? "Every seat" : `Player ${i + 1}`;
      return h("label", { class: "dw-inline dw-lab-seat" }, who, " ", select, budget);
    }));
  };

  /** The whole form as a run message; what does not read is sent as typed, for Python to judge. */
  const readForm = () => {
    const number = (input) => (input.value.trim() !== "" && Number.isFinite(Number(input.value)) ? Number(input.value) : input.value);
    const options = {};
    for (const f of fields) {
      if (f.name === sweepSelect.value) continue;
      const r = readField(f.kind, f.input, f.prop);
      // a number out of range goes as a number: Python's sentence names the range
      options[f.name] = r.ok ? r.value : (f.kind === "int" || f.kind === "number" ? number(f.input) : f.input.value);
    }
    const swept = fieldOf(sweepSelect.value);
    const menu = model.get("bot_menu") || [];
    return {
      type: "run",
      options,
      sweep_option: sweepSelect.value,
      sweep_values: swept ? parseValues(sweepValues.value, swept.kind) : [],
      bots: seats.map((s) => ((menu.find((b) => b.name === s.name) || {}).budget ? botSpec(s.name, s.budget) : s.name)),
      games: number(gamesInput),
      seed: number(seedInput),
    };
  };

  // -- drawing what Python holds ------------------------------------------------------------------
  const drawTables = (tables) => {
    const by = tables.by || "";
    refill(wins, JSON.stringify([tables.wins || [], tables.standing || ""]), () => {
      if (!(tables.wins || []).length) return [];
      return h("table", {},
        h("caption", {}, `Share of wins by seat (a shared win counts in part), with its 95 % interval; ${tables.bots || ""}`,
          tables.standing ? h("span", { class: "dw-lab-standing" }, ` ${tables.standing}`) : null),
        h("thead", {}, h("tr", {}, by ? h("th", {}, by) : null, h("th", {}, "Seat"), h("th", {}, "Games"),
          h("th", {}, "Wins"), h("th", {}, "95 % interval"))),
        h("tbody", {}, tables.wins.map((r) => h("tr", {},
          by ? h("td", {}, String(r.value)) : null, h("td", {}, r.seat), h("td", {}, String(r.games)),
          h("td", {}, pct(r.rate)), h("td", {}, `${pct(r.lo)} to ${pct(r.hi)}`)))));
    });
    const e = tables.ends || { values: [], rows: [] };
    refill(ends, JSON.stringify(e), () => {
      if (!e.rows.length) return [];
      return h("table", {},
        h("caption", {}, `How the games ended (share of games; ${tables.bots || ""})`),
        h("thead", {}, h("tr", {}, h("th", {}, "Ending"), e.values.map((v) => h("th", {}, by ? `${by} = ${v}` : "Games")))),
        h("tbody", {}, e.rows.map((r) => h("tr", {}, h("td", {}, r.text), r.shares.map((x) => h("td", {}, pct(x)))))));
    });
  };

  const drawPlots = () => {
    const svgs = model.get("plots") || {};
    setAttr(plots, "data-games", String(model.get("plotted")));
    refill(plots, JSON.stringify(Object.keys(svgs)), () => Object.keys(svgs).map((name) =>
      h("img", { class: "dw-lab-plot", "data-plot": name, alt: `plot: ${name}` })));
    for (const img of plots.querySelectorAll("img")) {
      const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgs[img.dataset.plot] || "")}`;
      setAttr(img, "src", src);
    }
  };

  let drawnForm = "";
  const redraw = () => {
    const formSig = JSON.stringify([model.get("game_name"), model.get("options_schema"), model.get("options"),
      model.get("sweep_option"), model.get("sweep_values"), model.get("bots")]);
    if (formSig !== drawnForm) {
      drawnForm = formSig;
      refill(gameSelect, JSON.stringify([model.get("game_menu"), model.get("game_name")]), () =>
        (model.get("game_menu") || []).map((g) => h("option", { value: g.name, selected: g.name === model.get("game_name") }, g.title)));
      setProp(gameSelect, "value", model.get("game_name"));
      setProp(gamesInput, "value", String(model.get("games")));
      setProp(seedInput, "value", String(model.get("seed")));
      drawnSeats = "";
      buildOptions();
    }
    const running = model.get("running");
    setAttr(root, "data-running", running ? "true" : "false");
    setAttr(root, "data-game", model.get("game_name"));
    setProp(fieldset, "disabled", running);
    setProp(run, "disabled", running);
    setProp(stop, "disabled", !running || model.get("stopping"));
    for (const b of [csv, parquet]) setProp(b, "disabled", running || !model.get("plotted"));
    const total = model.get("total");
    const done = model.get("done");
    setProp(progress, "max", Math.max(total, 1));
    setProp(progress, "value", done);
    setAttr(progress, "data-done", String(done));
    setText(progressText, total ? `${done} of ${total} games · ${model.get("elapsed").toFixed(1)} s` : "");
    setText(status, model.get("status"));
    setText(error, model.get("error"));
    setText(archive, model.get("archive") ? `Archive: ${model.get("archive")} (games played before are read back, not played again)` : "");
    drawPlots();
    drawTables(model.get("tables") || {});
    battery.update();
    tune.update();
    compare.update();
  };

  // -- exports arrive as a message with the file's bytes ------------------------------------------
  let url = null;
  const onCustom = (msg, buffers) => {
    if (!msg || msg.type !== "export" || !buffers || !buffers.length) return;
    if (url) URL.revokeObjectURL(url);
    const blob = new Blob(buffers, { type: msg.mime });
    url = URL.createObjectURL(blob);
    replaceChildren(download, h("a", { href: url, download: msg.name, "data-role": "lab-download-link", "data-format": msg.format },
      `Download ${msg.name} (${msg.rows} games, ${Math.max(1, Math.round(blob.size / 1024))} KB)`));
  };
  model.on("msg:custom", onCustom);

  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      try {
        redraw();
      } catch (err) {
        setText(error, `Front-end error: ${err && err.message ? err.message : err}`);
        console.error(err);
      }
    });
  };
  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  redraw();
  return () => {
    tune.destroy();
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    model.off("msg:custom", onCustom);
    if (url) URL.revokeObjectURL(url);
  };
}
