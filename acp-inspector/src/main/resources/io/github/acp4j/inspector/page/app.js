// The ACP inspector's page. The recording is on the inspector's disk, not here: the page reads it once
// as it passes (/messages, each request held until something new passed, so the same loop gives the
// history and then the live messages) to build the sessions' turns and the counts, keeping no
// message; the table shows one page of at most PAGE rows, read from the server (the last page
// follows the live tail), and the filter and search run on the server over the whole recording.
// Requests are paired with their answers by the server. Nothing is loaded from anywhere but this
// page's own server.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const $ = (id) => document.getElementById(id);
const PAGE = 500;               // the most rows in the table
const MAX_PROBLEMS = 100000;    // the most schema problems remembered for the "problems" filter
const sessions = new Map();     // sessionId -> { id, turns, count, folded, element }, the one prompted last at the end
const prompts = new Map();      // seq of a session/prompt request -> its turn
const permissions = new Map();  // seq of a session/request_permission request -> { seq, micros, answer, latencyMs }
const schemaProblems = [];      // seqs the schema marks, in order
const schemas = {};             // "1" / "2" -> { defs, byMethod }
const shown = new Map();        // seq -> entry, the table's rows
let protocolVersion = 1;
let startMicros = null;
let lastMicros = null;
let selected = null;
const status = { total: 0, live: true, exitCode: undefined, stopped: null, unanswered: 0, read: 0, errors: 0, problems: 0 };
// The table: the last page, following the tail, or a page from `start`; filtered, a page of matches
// from `from`, with the starts of the pages before it.
const view = { follow: true, start: 0, end: 0, filtered: false, from: 0, next: 0, done: true, before: [], generation: 0 };

// ---- the schemas -------------------------------------------------------------------------------

async function loadSchemas() {
  for (const version of ["1", "2"]) {
    const response = await fetch(`schema/v${version}.json?token=${encodeURIComponent(token)}`);
    const schema = await response.json();
    const byMethod = { request: {}, response: {}, notification: {} };
    for (const [name, def] of Object.entries(schema.$defs)) {
      const method = def["x-method"];
      if (!method) continue;
      if (name.endsWith("Request")) byMethod.request[method] = name;
      else if (name.endsWith("Response")) byMethod.response[method] = name;
      else if (name.endsWith("Notification")) byMethod.notification[method] = name;
    }
    schemas[version] = { defs: schema.$defs, byMethod };
  }
}

const equal = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const typeOf = (v) => v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v;

// The parts of JSON Schema 2020-12 the ACP schemas use; anyOf and oneOf both pass when one
// alternative does (the schemas' unions are tagged, and a catch-all "other" must not be a problem).
function validate(defs, schema, value, path, problems, depth) {
  if (schema === true || schema === undefined) return;
  if (schema === false) { problems.push(`${path}: not allowed`); return; }
  if (depth > 64) return;
  if (schema.$ref) {
    const name = schema.$ref.replace("#/$defs/", "");
    if (defs[name]) validate(defs, defs[name], value, path, problems, depth + 1);
  }
  if (schema.type) {
    const types = [].concat(schema.type);
    const actual = typeOf(value);
    if (!types.some((t) => t === actual || (t === "number" && actual === "integer"))) {
      problems.push(`${path}: ${actual}, expected ${types.join(" or ")}`);
      return;
    }
  }
  if ("const" in schema && !equal(schema.const, value)) problems.push(`${path}: ${JSON.stringify(value)}, expected ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.some((e) => equal(e, value))) problems.push(`${path}: ${JSON.stringify(value)} is none of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}`);
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${path}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${path}: above ${schema.maximum}`);
  }
  if (typeof value === "string" && schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${path}: shorter than ${schema.minLength}`);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.items) value.forEach((item, i) => validate(defs, schema.items, item, `${path}[${i}]`, problems, depth + 1));
  }
  if (typeOf(value) === "object") {
    for (const name of schema.required || []) if (!(name in value)) problems.push(`${path}: ${name} is missing`);
    const properties = schema.properties || {};
    for (const [name, item] of Object.entries(value)) {
      if (name in properties) validate(defs, properties[name], item, `${path}.${name}`, problems, depth + 1);
      else if (schema.additionalProperties !== undefined) validate(defs, schema.additionalProperties, item, `${path}.${name}`, problems, depth + 1);
    }
  }
  for (const part of schema.allOf || []) validate(defs, part, value, path, problems, depth + 1);
  const alternatives = schema.anyOf || schema.oneOf;
  if (alternatives) {
    let best = null;
    for (const alternative of alternatives) {
      const found = [];
      validate(defs, alternative, value, path, found, depth + 1);
      if (found.length === 0) { best = null; break; }
      if (best === null || found.length < best.length) best = found;
    }
    if (best) problems.push(...best);
  }
  if (schema.not) {
    const found = [];
    validate(defs, schema.not, value, path, found, depth + 1);
    if (found.length === 0) problems.push(`${path}: matches what is not allowed`);
  }
}

// What the schema of the negotiated version says of one message (its params or result checked
// against its method's definition), and what JSON-RPC 2.0 says of it.
function checkSchema(message, kind, method) {
  const problems = [];
  if (message.jsonrpc !== "2.0") problems.push(`jsonrpc is ${JSON.stringify(message.jsonrpc)}, expected "2.0"`);
  const schema = schemas[String(protocolVersion >= 2 ? 2 : 1)];
  if (!schema || !method || method.startsWith("_") || method.startsWith("$/")) return problems;
  if (kind === "error") {
    if (!Number.isInteger(message.error.code) || typeof message.error.message !== "string") problems.push("error: needs an integer code and a message");
    return problems;
  }
  const table = kind === "request" ? schema.byMethod.request : kind === "response" ? schema.byMethod.response : schema.byMethod.notification;
  const name = table[method];
  if (!name) {
    problems.push(`${method} is no ${kind} method of ACP v${protocolVersion >= 2 ? 2 : 1}`);
    return problems;
  }
  const value = kind === "response" ? message.result : message.params;
  validate(schema.defs, schema.defs[name], value, `${name}`, problems, 0);
  return problems;
}

// ---- reading one entry -------------------------------------------------------------------------

// What the page makes of one entry; the server said what it answers or what answered it.
function classify(entry) {
  entry.problems = [];
  if (entry.invalidUtf8) entry.problems.push("the line is not valid UTF-8");
  if (entry.truncated) entry.problems.push(`the line is ${entry.bytes} bytes; the first ${entry.text.length} characters are shown`);
  if (entry.newline === false) entry.problems.push("the stream ended inside this line (no newline)");
  let message = null;
  if (!entry.truncated) {
    try { message = JSON.parse(entry.text); } catch (e) { message = null; }
  }
  if (message === null || typeof message !== "object" || Array.isArray(message)) {
    entry.kind = "raw";
    if (!entry.truncated) entry.problems.push(Array.isArray(message) ? "a JSON array (batches are not ACP)" : "not a JSON object");
    return entry;
  }
  entry.message = message;
  const hasId = "id" in message;
  if ("method" in message) {
    entry.kind = hasId ? "request" : "notification";
    entry.method = message.method;
  } else if (hasId && ("result" in message || "error" in message)) {
    entry.kind = "error" in message ? "error" : "response";
  } else {
    entry.kind = "raw";
    entry.problems.push("a JSON object that is no request, response or notification");
    return entry;
  }
  if (hasId) entry.id = JSON.stringify(message.id);
  entry.problems.push(...checkSchema(message, entry.kind, entry.method));
  return entry;
}

// ---- the sessions' turns -----------------------------------------------------------------------

// What the timeline keeps is bounded however long the recording: the MAX_SESSIONS sessions prompted
// last, the last MAX_TURNS turns of each (the ones before folded into a line that counts them), and
// a turn's first MAX_TOOLS tool calls and MAX_PERMISSIONS permission waits, at most MAX_TICKS of its
// streamed chunks (evenly thinned as it grows) and MAX_KINDS kinds of update; its counts stay exact.
const MAX_SESSIONS = 20;
const MAX_TURNS = 200;
const MAX_TICKS = 200;
const MAX_TOOLS = 20;
const MAX_PERMISSIONS = 20;
const MAX_KINDS = 16;
const MAX_TITLE = 200;
const MAX_FOLDED = 10000;
const earlier = { sessions: 0, turns: 0 };
// The turns of each folded session, so that one prompted again carries on from them (past MAX_FOLDED
// sessions the oldest is forgotten: prompted again, it starts from turn 1 and is counted twice).
const foldedSessions = new Map();
const dirty = new Set();        // the turns to draw again once the entries at hand are read

function session(id) {
  let s = sessions.get(id);
  if (!s) {
    const element = document.createElement("div");
    element.className = "session";
    element.dataset.session = id;
    const folded = text("div", "", "folded");
    folded.hidden = true;
    element.append(text("h3", `session ${id}`), folded);
    const empty = $("timeline").querySelector(".empty");
    if (empty) empty.remove();
    $("timeline").append(element);
    s = { id, turns: [], count: 0, folded: 0, element, foldedLine: folded };
    const before = foldedSessions.get(id);
    if (before !== undefined) {
      // Back from the earlier sessions' line: its turns are its own folded ones again.
      foldedSessions.delete(id);
      earlier.sessions--;
      earlier.turns -= before;
      showEarlier();
      s.count = before;
      s.folded = before;
      showFolded(s);
    }
    sessions.set(id, s);
    if (sessions.size > MAX_SESSIONS) foldSession(sessions.values().next().value);
  }
  return s;
}

// Lets go of a turn: its block, and the requests whose answers would still have found it.
function forget(turn) {
  prompts.delete(turn.request.seq);
  for (const permission of turn.permissions) permissions.delete(permission.seq);
  dirty.delete(turn);
  if (turn.element) turn.element.remove();
}

function foldSession(s) {
  sessions.delete(s.id);
  s.turns.forEach(forget);
  s.element.remove();
  earlier.sessions++;
  earlier.turns += s.count;
  foldedSessions.set(s.id, s.count);
  if (foldedSessions.size > MAX_FOLDED) foldedSessions.delete(foldedSessions.keys().next().value);
  showEarlier();
}

function showEarlier() {
  const line = $("earlier-sessions");
  line.hidden = earlier.sessions === 0;
  line.dataset.sessions = earlier.sessions;
  line.dataset.turns = earlier.turns;
  line.textContent = `${earlier.sessions} earlier sessions (${earlier.turns} turns)`;
}

function showFolded(s) {
  s.foldedLine.hidden = s.folded === 0;
  s.foldedLine.dataset.folded = s.folded;
  s.foldedLine.textContent = `${s.folded} earlier turns`;
}

function startTurn(s, entry) {
  // The session prompted last is the last to be folded.
  sessions.delete(s.id);
  sessions.set(s.id, s);
  const turn = {
    session: s, number: ++s.count, request: { seq: entry.seq, micros: entry.micros }, end: null, element: null,
    updates: new Map(), updateCount: 0, chunks: [], chunkCount: 0, stride: 1, tools: new Map(), toolCount: 0,
    permissions: [], permissionCount: 0,
  };
  s.turns.push(turn);
  prompts.set(entry.seq, turn);
  if (s.turns.length > MAX_TURNS) {
    forget(s.turns.shift());
    s.folded++;
    showFolded(s);
  }
  s.element.dataset.turns = s.count;
  return turn;
}

function update(turn, entry, u) {
  const kind = String(u.sessionUpdate).slice(0, MAX_TITLE);
  const name = turn.updates.has(kind) || turn.updates.size < MAX_KINDS ? kind : "other";
  turn.updates.set(name, (turn.updates.get(name) || 0) + 1);
  turn.updateCount++;
  if (kind === "agent_message_chunk" || kind === "agent_thought_chunk") {
    // Every stride-th chunk has a tick; when there are too many, every other one goes and the stride doubles.
    if (turn.chunkCount++ % turn.stride === 0) {
      turn.chunks.push(entry.micros);
      if (turn.chunks.length > MAX_TICKS) {
        turn.chunks = turn.chunks.filter((micros, i) => i % 2 === 0);
        turn.stride *= 2;
      }
    }
  }
  if (kind === "tool_call" || kind === "tool_call_update") {
    const id = String(u.toolCallId).slice(0, MAX_TITLE);
    let tool = turn.tools.get(id);
    if (!tool && turn.tools.size < MAX_TOOLS) {
      tool = { first: entry.micros, title: id, status: "pending" };
      turn.tools.set(id, tool);
      turn.toolCount++;
    } else if (!tool && kind === "tool_call") {
      turn.toolCount++;
    }
    if (tool) {
      tool.last = entry.micros;
      if (u.title) tool.title = String(u.title).slice(0, MAX_TITLE);
      if (u.status) tool.status = String(u.status).slice(0, MAX_TITLE);
    }
  }
}

// Builds the turns from each entry as it passes; a turn keeps numbers and times, never a message.
function track(entry) {
  const m = entry.message;
  if (!m) return;
  const answer = entry.kind === "response" || entry.kind === "error";
  if (answer && entry.method === "session/new" && m.result && m.result.sessionId) session(m.result.sessionId);
  let turn;
  if (entry.kind === "request" && entry.method === "session/prompt" && m.params && m.params.sessionId) {
    turn = startTurn(session(m.params.sessionId), entry);
  } else if (answer) {
    const permission = permissions.get(entry.answers);
    if (permission) {
      permissions.delete(entry.answers);
      permission.answer = entry.micros;
      permission.latencyMs = entry.latencyMs;
      turn = permission.turn;
    }
    if (entry.method === "session/prompt" && prompts.has(entry.answers)) {
      turn = prompts.get(entry.answers);
      prompts.delete(entry.answers);
      // A v1 turn ends with the prompt's answer; a v2 prompt is acknowledged at once and its turn
      // ends with the idle state_update (or with an error answer).
      if (!turn.end && (protocolVersion < 2 || entry.kind === "error")) {
        turn.end = { micros: entry.micros, stopReason: entry.kind === "error" ? "error" : m.result && m.result.stopReason };
      }
    }
  } else if (m.params && m.params.sessionId && sessions.has(m.params.sessionId)) {
    const s = sessions.get(m.params.sessionId);
    turn = s.turns[s.turns.length - 1];
    if (!turn || turn.end) return;
    const u = m.params.update;
    if (entry.kind === "notification" && entry.method === "session/update" && u) {
      if (u.sessionUpdate === "state_update" && u.state === "idle" && protocolVersion >= 2) {
        turn.end = { micros: entry.micros, stopReason: u.stopReason || "idle" };
      }
      update(turn, entry, u);
    }
    if (entry.method === "session/request_permission" && entry.kind === "request") {
      turn.permissionCount++;
      if (turn.permissions.length < MAX_PERMISSIONS) {
        const permission = { seq: entry.seq, micros: entry.micros, answer: null, latencyMs: undefined, turn };
        turn.permissions.push(permission);
        permissions.set(entry.seq, permission);
      }
    }
  }
  if (turn) dirty.add(turn);
}

function render(turn) {
  const s = turn.session;
  let element = turn.element;
  if (!element) {
    element = document.createElement("div");
    element.className = "turn";
    element.dataset.seq = turn.request.seq;
    element.addEventListener("click", () => goTo(turn.request.seq));
    s.element.append(element);
    turn.element = element;
  }
  const end = turn.end ? turn.end.micros : lastMicros;
  const span = Math.max(1, end - turn.request.micros);
  const at = (micros) => `${Math.min(100, Math.max(0, ((micros - turn.request.micros) / span) * 100))}%`;
  const latencyMs = (end - turn.request.micros) / 1000;
  element.classList.toggle("running", !turn.end);
  element.dataset.number = turn.number;
  element.dataset.latencyMs = turn.end ? latencyMs.toFixed(3) : "";
  element.dataset.stopReason = turn.end ? String(turn.end.stopReason) : "";
  element.dataset.updates = turn.updateCount;
  element.dataset.tools = turn.toolCount;
  element.dataset.permissions = turn.permissionCount;
  element.replaceChildren();
  const head = document.createElement("div");
  head.className = "head";
  head.append(text("span", `turn ${turn.number} · ${clock(turn.request.micros)}`),
    text("span", turn.end ? `${ms(latencyMs)} · ${element.dataset.stopReason}` : "running…"));
  const bar = document.createElement("div");
  bar.className = "bar";
  for (const micros of turn.chunks) {
    const tick = document.createElement("span");
    tick.className = "chunk";
    tick.style.left = at(micros);
    bar.append(tick);
  }
  for (const tool of turn.tools.values()) {
    const block = document.createElement("span");
    block.className = "tool";
    block.title = `${tool.title}: ${tool.status}`;
    block.style.left = at(tool.first);
    block.style.width = `calc(${at(tool.last)} - ${at(tool.first)})`;
    bar.append(block);
  }
  for (const permission of turn.permissions) {
    const block = document.createElement("span");
    block.className = "permission";
    block.title = `permission wait ${permission.answer !== null ? ms(permission.latencyMs) : "(waiting)"}`;
    block.style.left = at(permission.micros);
    block.style.width = `calc(${at(permission.answer !== null ? permission.answer : end)} - ${at(permission.micros)})`;
    bar.append(block);
  }
  const more = (count, kept) => count > kept ? ` and ${count - kept} more` : "";
  const facts = [];
  for (const [kind, count] of turn.updates) facts.push(`${count} ${kind.replaceAll("_", " ")}`);
  if (turn.toolCount) facts.push(`tools: ${[...turn.tools.values()].map((t) => `${t.title} (${t.status})`).join(", ")}${more(turn.toolCount, turn.tools.size)}`);
  for (const p of turn.permissions) facts.push(`permission wait ${p.answer !== null ? ms(p.latencyMs) : "(waiting)"}`);
  if (turn.permissionCount > turn.permissions.length) facts.push(`${turn.permissionCount - turn.permissions.length} more permission waits`);
  element.append(head, bar, text("div", facts.join(" · ") || "no updates", "facts"));
}

// ---- the table ---------------------------------------------------------------------------------

function text(tag, value, className) {
  const element = document.createElement(tag);
  element.textContent = value;
  if (className) element.className = className;
  return element;
}

function clock(micros) {
  const date = new Date(micros / 1000);
  return date.toTimeString().slice(0, 8) + "." + String(date.getMilliseconds()).padStart(3, "0");
}

const ms = (value) => value < 10 ? `${value.toFixed(2)} ms` : value < 1000 ? `${value.toFixed(1)} ms` : `${(value / 1000).toFixed(2)} s`;

function summary(entry) {
  const m = entry.message;
  if (!m || entry.kind === "raw") return entry.text.slice(0, 200);
  if (entry.kind === "error") return `${m.error.code} ${m.error.message}`;
  const body = entry.kind === "response" ? m.result : m.params;
  if (body && body.update && body.update.sessionUpdate) {
    const u = body.update;
    const content = u.content && u.content.text ? ` ${JSON.stringify(u.content.text)}` : u.title ? ` ${u.title}` : u.status ? ` ${u.status}` : "";
    return `${u.sessionUpdate}${content}`;
  }
  return JSON.stringify(body === undefined ? null : body).slice(0, 200);
}

function row(entry) {
  const tr = document.createElement("tr");
  tr.dataset.seq = entry.seq;
  tr.dataset.from = entry.from;
  tr.dataset.kind = entry.kind;
  if (entry.method) tr.dataset.method = entry.method;
  if (entry.id !== undefined) tr.dataset.id = entry.id;
  if (entry.kind === "error") tr.classList.add("error");
  if (entry.kind === "raw") tr.classList.add("raw");
  const summaryCell = text("td", "", "summary");
  if (entry.kind === "raw") summaryCell.append(text("span", entry.invalidUtf8 ? "invalid UTF-8" : entry.truncated ? "too long to show" : "not JSON", "badge raw"));
  if (entry.kind === "error") summaryCell.append(text("span", "error", "badge error"));
  if (entry.problems.length && entry.kind !== "raw") {
    const badge = text("span", `schema ×${entry.problems.length}`, "badge schema");
    badge.title = entry.problems.join("\n");
    summaryCell.append(badge);
    tr.dataset.problems = entry.problems.length;
  }
  if (entry.kind === "raw") tr.dataset.problems = entry.problems.length || 1;
  summaryCell.append(document.createTextNode(summary(entry)));
  const latency = text("td", "", "latency");
  entry.latencyCell = latency;
  tr.append(text("td", entry.seq), text("td", clock(entry.micros)), text("td", ((entry.micros - (startMicros ?? entry.micros)) / 1000).toFixed(1)),
    text("td", entry.from === "client" ? "client →" : "← agent", `from-${entry.from}`), text("td", entry.kind, "kind"),
    text("td", entry.method || ""), text("td", entry.id || ""), latency, summaryCell);
  tr.addEventListener("click", () => select(entry));
  entry.row = tr;
  showLatency(entry);
  return tr;
}

function showLatency(entry) {
  if (entry.latencyMs !== undefined && entry.latencyCell) {
    entry.latencyCell.textContent = ms(entry.latencyMs);
    entry.row.dataset.latencyMs = entry.latencyMs.toFixed(3);
  } else if (entry.kind === "request" && entry.latencyCell) {
    entry.latencyCell.textContent = "…";
  }
}

// The table's rows: `entries` replace them, or with `append` follow them, the oldest let go past PAGE.
function show(entries, append) {
  const body = $("rows");
  if (!append) {
    body.replaceChildren();
    shown.clear();
  }
  const rows = document.createDocumentFragment();
  for (const entry of entries) {
    classify(entry);
    shown.set(entry.seq, entry);
    rows.append(row(entry));
  }
  body.append(rows);
  while (shown.size > PAGE) {
    const [seq, entry] = shown.entries().next().value;
    shown.delete(seq);
    entry.row.remove();
  }
  if (selected && shown.get(selected.seq)) shown.get(selected.seq).row.classList.add("selected");
  position();
}

function position() {
  const seqs = [...shown.keys()];
  const range = seqs.length ? `#${seqs[0]}–#${seqs[seqs.length - 1]}` : "nothing";
  $("position").textContent = view.filtered
    ? `${seqs.length} matches: ${range}${view.done ? "" : ` · looked up to #${view.next - 1}`}`
    : `${range} of ${status.total}${view.follow ? " · following" : ""}`;
  $("first").disabled = view.filtered ? view.before.length === 0 : !view.follow && view.start === 0;
  $("prev").disabled = $("first").disabled;
  $("next").disabled = view.filtered ? view.done : view.follow;
  $("last").disabled = view.filtered || view.follow;
  document.body.dataset.rows = String(shown.size);
}

async function get(path) {
  const response = await fetch(`${path}${path.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

// Runs one change of the table; a later one makes an earlier one's answer moot.
async function change(work) {
  const generation = ++view.generation;
  document.body.dataset.busy = "true";
  try {
    await work(() => generation !== view.generation);
  } finally {
    if (generation === view.generation) {
      document.body.dataset.busy = "false";
      document.body.dataset.settled = String(generation);
    }
  }
}

// The page of PAGE messages from `start`, or with `follow` the last one, then the live tail.
function page(start, follow) {
  return change(async (moot) => {
    view.filtered = false;
    view.follow = follow;
    view.start = follow ? Math.max(0, status.total - PAGE) : Math.max(0, start);
    const entries = [];
    for (;;) {
      // Following, the page reaches at least what the live loop has read: what it read while this page
      // was on its way joined the table this page replaces, and would be missing from it.
      const end = view.start + entries.length;
      const wanted = follow ? Math.max(PAGE - entries.length, status.read - end) : PAGE - entries.length;
      if (wanted <= 0) break;
      const answer = await get(`messages?from=${end}&limit=${wanted}`);
      if (moot()) return;
      entries.push(...answer.entries);
      if (answer.entries.length === 0 || answer.next >= answer.total && status.read <= answer.next) break;
    }
    view.end = view.start + entries.length;
    show(entries, false);
  });
}

const filters = () => ({ direction: $("direction").value, kind: $("kind").value, q: $("search").value.trim() });
const filtering = () => { const f = filters(); return Boolean(f.direction || f.kind || f.q); };

// Up to PAGE matches from `from` on, the server looking at a bounded part of the recording each time.
function matches(from) {
  return change(async (moot) => {
    view.filtered = true;
    view.follow = false;
    view.from = from;
    const found = [];
    let next = from;
    let done = false;
    show([], false);
    while (found.length < PAGE && !done) {
      const f = filters();
      const query = new URLSearchParams({ from: String(next), limit: String(PAGE - found.length), direction: f.direction, kind: f.kind, q: f.q });
      if (f.kind === "problem") {
        // The schema problems the page found, from `next` on; the server finds the bad lines itself.
        const listed = schemaProblems.filter((seq) => seq >= next).slice(0, 200);
        query.set("problems", listed.join(","));
        if (listed.length === 200) query.set("until", String(listed[199] + 1));
      }
      const answer = await get(`search?${query}`);
      if (moot()) return;
      found.push(...answer.entries);
      next = answer.next;
      done = answer.done && (f.kind !== "problem" || !query.has("until"));
      view.next = next;
      view.done = done;
      show(answer.entries, true);
    }
  });
}

function refilter() {
  view.before = [];
  return filtering() ? matches(0) : page(0, true);
}

function select(entry) {
  if (selected && selected.row) selected.row.classList.remove("selected");
  selected = entry;
  entry.row.classList.add("selected");
  entry.row.scrollIntoView({ block: "nearest" });
  const details = $("details");
  details.replaceChildren();
  const facts = document.createElement("dl");
  const fact = (name, value) => facts.append(text("dt", name), text("dd", value));
  fact("number", String(entry.seq));
  fact("time", clock(entry.micros));
  fact("from", entry.from === "client" ? "client → agent" : "agent → client");
  fact("bytes", String(entry.bytes));
  fact("kind", entry.kind);
  if (entry.method) fact("method", entry.method);
  if (entry.answeredBy !== undefined) fact("answered", `by #${entry.answeredBy} after ${ms(entry.latencyMs)}`);
  if (entry.answers !== undefined) fact("answers", `#${entry.answers}, ${ms(entry.latencyMs)} later`);
  details.append(facts);
  if (entry.problems.length) {
    const list = document.createElement("ul");
    list.className = "problems";
    for (const problem of entry.problems) list.append(text("li", problem));
    details.append(list);
  }
  details.append(text("pre", entry.message ? JSON.stringify(entry.message, null, 2) : entry.text));
}

// Shows message `seq`: on the table when it is there, else on the page of the recording it is on.
async function goTo(seq) {
  if (!shown.has(seq)) {
    $("direction").value = "";
    $("kind").value = "";
    $("search").value = "";
    view.before = [];
    await page(Math.floor(seq / PAGE) * PAGE, false);
  }
  if (shown.has(seq)) select(shown.get(seq));
}

// ---- reading the recording as it passes --------------------------------------------------------

// Each entry once, in order: the counts, the schema's problems, the turns; an answer's latency on
// its request's row.
function digest(entry) {
  if (startMicros === null) startMicros = entry.micros;
  lastMicros = entry.micros;
  classify(entry);
  if (entry.method === "initialize" && entry.message) {
    const m = entry.message;
    const version = entry.kind === "response" ? m.result && m.result.protocolVersion
      : entry.kind === "request" ? m.params && m.params.protocolVersion : undefined;
    if (Number.isInteger(version)) protocolVersion = version;
  }
  if (entry.kind === "error") status.errors++;
  if (entry.problems.length) {
    status.problems++;
    if (entry.kind !== "raw" && schemaProblems.length < MAX_PROBLEMS) schemaProblems.push(entry.seq);
  }
  const request = entry.answers !== undefined && shown.get(entry.answers);
  if (request) {
    request.answeredBy = entry.seq;
    request.latencyMs = entry.latencyMs;
    showLatency(request);
  }
  track(entry);
}

function take(answer) {
  $("agent").textContent = answer.agent;
  status.total = answer.total;
  status.live = answer.live;
  status.exitCode = answer.exitCode;
  status.unanswered = answer.unanswered;
  status.stopped = answer.stopped || null;
  for (const entry of answer.entries) digest(entry);
  for (const turn of dirty) render(turn);
  dirty.clear();
  status.read = answer.next;
  // Following, what is new joins the table (a page being read replaces it with what it read, and what
  // passed after that joins it).
  if (view.follow && !view.filtered) {
    const fresh = answer.entries.filter((entry) => entry.seq >= view.end);
    if (fresh.length) {
      view.end = fresh[fresh.length - 1].seq + 1;
      show(fresh, true);
    }
  }
  const state = $("state");
  state.className = `state ${answer.live ? "live" : "ended"}`;
  state.textContent = answer.live ? "live" : answer.exitCode === undefined ? "recording" : `ended · agent exit ${answer.exitCode}`;
  $("stopped").hidden = !status.stopped;
  $("stopped").textContent = status.stopped ? `recording stopped, the connection goes on: ${status.stopped}` : "";
  $("counts").textContent = `${status.total} messages · ${status.errors} errors · ${status.problems} with problems · ${status.unanswered} unanswered`;
  position();
  document.body.dataset.loaded = String(status.read);
  document.body.dataset.total = String(status.total);
  document.body.dataset.live = String(answer.live);
}

async function follow() {
  let next = 0;
  let first = true;
  for (;;) {
    let answer;
    try {
      answer = await get(`messages?from=${next}`);
    } catch (e) {
      $("state").className = "state lost";
      $("state").textContent = "the inspector is gone";
      document.body.dataset.live = "false";
      return;
    }
    take(answer);
    if (first) {
      // The table starts on the last page, its schema checked against the version the first lines
      // negotiated; the loop reads the history from the start for the turns.
      first = false;
      await page(0, true);
    }
    next = answer.next;
    if (!answer.live && next >= answer.total) return;
  }
}

let typing = null;
$("search").addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(refilter, 250); });
for (const id of ["direction", "kind"]) $(id).addEventListener("input", refilter);
$("first").addEventListener("click", () => view.filtered ? (view.before = [], matches(0)) : page(0, false));
$("prev").addEventListener("click", () => view.filtered ? matches(view.before.pop() ?? 0) : page((shown.keys().next().value ?? 0) - PAGE, false));
$("next").addEventListener("click", () => {
  if (view.filtered) { view.before.push(view.from); return matches(view.next); }
  return view.start + 2 * PAGE >= status.total ? page(0, true) : page(view.start + PAGE, false);
});
$("last").addEventListener("click", () => page(0, true));
loadSchemas().then(follow);
