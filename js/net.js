// A seat's page of a networked table (deltawidgets/net/): the widget's own front-end (widget.js),
// drawn in a plain browser page. Instead of Jupyter's widget manager, a small model speaks to
// the seat's widget in Python over a websocket: the same state and messages as in a notebook
// (ipywidgets' "update" and "custom" messages, binary buffers as base64), so the page shows
// exactly what a seat-locked widget would, and Python checks each message the same way.
import widget from "./widget.js";

/** Bytes sent as base64, as the DataView ipywidgets gives a widget for a bytes trait. */
function bytesOf(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new DataView(bytes.buffer);
}

/** Put `value` at `path` (a list of keys) inside `state`. */
function putAt(state, path, value) {
  let at = state;
  for (const key of path.slice(0, -1)) at = at[key];
  at[path[path.length - 1]] = value;
}

/** What widget.js reads of its model: get, on, off and send. */
class SeatModel {
  constructor(say) {
    this.state = {};
    this.handlers = new Map();
    this.socket = null;
    this.say = say;
  }

  get(name) {
    return this.state[name];
  }

  on(event, handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(handler);
  }

  off(event, handler) {
    if (this.handlers.has(event)) this.handlers.get(event).delete(handler);
  }

  emit(event, ...args) {
    for (const handler of [...(this.handlers.get(event) || [])]) handler(...args);
  }

  send(content) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ method: "custom", content }));
    else this.say("Not connected to the table: trying again.");
  }

  /** A message from Python: a state update (every value set before any change is told), a
   * custom message, or a refusal of what this page sent. */
  take(message) {
    if (message.method === "update") {
      const buffers = (message.buffers || []).map(bytesOf);
      (message.buffer_paths || []).forEach((path, i) => putAt(message.state, path, buffers[i]));
      Object.assign(this.state, message.state);
      for (const name of Object.keys(message.state)) this.emit(`change:${name}`);
    } else if (message.method === "custom") {
      this.emit("msg:custom", message.content, []);
    } else if (message.method === "refused") {
      this.say(message.text);
    }
  }
}

/** Connect to the seat's socket (again after a drop: a reloaded or woken page rejoins its seat at
 * the current step, since Python sends the whole state on every connection). */
function connect(model, url, drawn, wait = 500) {
  const socket = new WebSocket(url);
  model.socket = socket;
  socket.onmessage = (event) => {
    model.take(JSON.parse(event.data));
    if (!drawn.done && model.get("snapshot") !== undefined) drawn.start();
  };
  socket.onopen = () => model.say("");
  socket.onclose = (event) => {
    if (event.code === 4403) {
      model.say(event.reason || "This link gives no seat at this table.");
      return;
    }
    model.say("The connection to the table dropped: joining again.");
    setTimeout(() => connect(model, url, drawn, Math.min(wait * 2, 8000)), wait);
  };
}

export function start(root, line) {
  const say = (text) => { line.textContent = text; line.hidden = !text; };
  const model = new SeatModel(say);
  const drawn = {
    done: false,
    start() {
      this.done = true;
      widget.render({ model, el: root });
    },
  };
  const here = new URL(window.location.href);
  here.protocol = here.protocol === "https:" ? "wss:" : "ws:";
  here.pathname = here.pathname.replace(/\/?$/, "/ws");
  connect(model, here.href, drawn);
}
