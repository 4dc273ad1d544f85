// The ACP inspector's page: reads the recording in pages from /messages (each request is held until
// something new passed, so the same loop gives the history and then the live messages), pairs
// requests with their answers, builds the sessions' turns, and marks what the v1 or v2 schema refuses.
// Nothing is loaded from anywhere but this page's own server.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const $ = (id) => document.getElementById(id);
const entries = [];          // what passed, in order, each with what the page made of it
const pending = new Map();   // "from|id" of a request not answered yet -> its entry
const sessions = new Map();  // sessionId -> { id, turns: [], element }
const schemas = {};          // "1" / "2" -> { defs, byMethod }
let protocolVersion = 1;
let startMicros = null;
let selected = null;

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
function schemaProblems(message, kind, method) {
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
    return;
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
    return;
  }
  if (hasId) entry.id = JSON.stringify(message.id);
  if (entry.kind === "request") {
    pending.set(`${entry.from}|${entry.id}`, entry);
  } else if (entry.kind === "response" || entry.kind === "error") {
    const other = entry.from === "client" ? "agent" : "client";
    const request = pending.get(`${other}|${entry.id}`);
    if (request) {
      pending.delete(`${other}|${entry.id}`);
      request.answer = entry;
      entry.request = request;
      entry.method = request.method;
      entry.latencyMs = (entry.micros - request.micros) / 1000;
      request.latencyMs = entry.latencyMs;
    }
  }
  if (entry.method === "initialize") {
    const version = entry.kind === "response" ? message.result && message.result.protocolVersion
      : entry.kind === "request" ? message.params && message.params.protocolVersion : undefined;
    if (Number.isInteger(version)) protocolVersion = version;
  }
  entry.problems.push(...schemaProblems(message, entry.kind, entry.method));
}

// ---- the sessions' turns -----------------------------------------------------------------------

function session(id) {
  if (!sessions.has(id)) {
    const element = document.createElement("div");
    element.className = "session";
    element.dataset.session = id;
    const title = document.createElement("h3");
    title.textContent = `session ${id}`;
    element.append(title);
    const empty = $("timeline").querySelector(".empty");
    if (empty) empty.remove();
    $("timeline").append(element);
    sessions.set(id, { id, turns: [], element });
  }
  return sessions.get(id);
}

function track(entry) {
  const m = entry.message;
  if (!m) return;
  if (entry.kind === "response" && entry.method === "session/new" && m.result && m.result.sessionId) session(m.result.sessionId);
  const params = entry.kind === "response" || entry.kind === "error" ? entry.request && entry.request.message.params : m.params;
  const sessionId = params && params.sessionId;
  if (!sessionId) return;
  const s = session(sessionId);
  if (entry.kind === "request" && entry.method === "session/prompt") {
    s.turns.push({ request: entry, end: null, updates: {}, chunks: [], tools: new Map(), permissions: [] });
  }
  const turn = s.turns.find((t) => t.request === (entry.request || entry)) || s.turns[s.turns.length - 1];
  if (!turn) return;
  // A v1 turn ends with the prompt's answer; a v2 prompt is acknowledged at once and its turn ends
  // with the idle state_update (or with an error answer).
  const answered = (entry.kind === "response" || entry.kind === "error") && entry.method === "session/prompt";
  if (answered && (protocolVersion < 2 || entry.kind === "error")) {
    turn.end = { micros: entry.micros, stopReason: entry.kind === "error" ? "error" : m.result && m.result.stopReason, entry };
  }
  if (turn.end && turn.end.entry !== entry) return;
  if (entry.kind === "notification" && entry.method === "session/update" && params.update) {
    const kind = params.update.sessionUpdate;
    if (kind === "state_update" && params.update.state === "idle" && protocolVersion >= 2) {
      turn.end = { micros: entry.micros, stopReason: params.update.stopReason || "idle", entry };
    }
    turn.updates[kind] = (turn.updates[kind] || 0) + 1;
    if (kind === "agent_message_chunk" || kind === "agent_thought_chunk") turn.chunks.push(entry.micros);
    if (kind === "tool_call" || kind === "tool_call_update") {
      const id = params.update.toolCallId;
      const tool = turn.tools.get(id) || { first: entry.micros, last: entry.micros, title: params.update.title || id, status: "pending" };
      tool.last = entry.micros;
      if (params.update.title) tool.title = params.update.title;
      if (params.update.status) tool.status = params.update.status;
      turn.tools.set(id, tool);
    }
  }
  if (entry.method === "session/request_permission" && entry.kind === "request") turn.permissions.push(entry);
  render(s, turn);
}

function render(s, turn) {
  const index = s.turns.indexOf(turn);
  {
    let element = s.element.querySelector(`.turn[data-seq="${turn.request.seq}"]`);
    if (!element) {
      element = document.createElement("div");
      element.className = "turn";
      element.dataset.seq = turn.request.seq;
      element.addEventListener("click", () => select(turn.request));
      s.element.append(element);
    }
    const end = turn.end ? turn.end.micros : entries[entries.length - 1].micros;
    const span = Math.max(1, end - turn.request.micros);
    const at = (micros) => `${Math.min(100, Math.max(0, ((micros - turn.request.micros) / span) * 100))}%`;
    const latencyMs = (end - turn.request.micros) / 1000;
    element.classList.toggle("running", !turn.end);
    element.dataset.latencyMs = turn.end ? latencyMs.toFixed(3) : "";
    element.dataset.stopReason = turn.end ? String(turn.end.stopReason) : "";
    element.dataset.updates = Object.values(turn.updates).reduce((a, b) => a + b, 0);
    element.replaceChildren();
    const head = document.createElement("div");
    head.className = "head";
    head.append(text("span", `turn ${index + 1} · ${clock(turn.request.micros)}`),
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
      block.title = `permission wait ${permission.answer ? ms(permission.latencyMs) : "(waiting)"}`;
      block.style.left = at(permission.micros);
      block.style.width = `calc(${at(permission.answer ? permission.answer.micros : end)} - ${at(permission.micros)})`;
      bar.append(block);
    }
    const facts = [];
    for (const [kind, count] of Object.entries(turn.updates)) facts.push(`${count} ${kind.replaceAll("_", " ")}`);
    if (turn.tools.size) facts.push(`tools: ${[...turn.tools.values()].map((t) => `${t.title} (${t.status})`).join(", ")}`);
    for (const p of turn.permissions) facts.push(`permission wait ${p.answer ? ms(p.latencyMs) : "(waiting)"}`);
    element.append(head, bar, text("div", facts.join(" · ") || "no updates", "facts"));
  }
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
  tr.append(text("td", entry.seq), text("td", clock(entry.micros)), text("td", ((entry.micros - startMicros) / 1000).toFixed(1)),
    text("td", entry.from === "client" ? "client →" : "← agent", `from-${entry.from}`), text("td", entry.kind, "kind"),
    text("td", entry.method || ""), text("td", entry.id || ""), latency, summaryCell);
  tr.addEventListener("click", () => select(entry));
  entry.row = tr;
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

function matches(entry) {
  const direction = $("direction").value;
  const kind = $("kind").value;
  const search = $("search").value.trim().toLowerCase();
  if (direction && entry.from !== direction) return false;
  if (kind === "problem" ? !entry.problems.length : kind && entry.kind !== kind) return false;
  return !search || entry.text.toLowerCase().includes(search) || (entry.method || "").toLowerCase().includes(search);
}

function filter() {
  let shown = 0;
  for (const entry of entries) {
    const show = matches(entry);
    entry.row.classList.toggle("hidden", !show);
    if (show) shown++;
  }
  counts(shown);
}

function counts(shown) {
  const errors = entries.filter((e) => e.kind === "error").length;
  const problems = entries.filter((e) => e.problems.length).length;
  $("counts").textContent = `${shown} of ${entries.length} messages · ${errors} errors · ${problems} with problems · ${pending.size} unanswered`;
}

function select(entry) {
  if (selected) selected.row.classList.remove("selected");
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
  if (entry.answer) fact("answered", `by #${entry.answer.seq} after ${ms(entry.latencyMs)}`);
  if (entry.request) fact("answers", `#${entry.request.seq}, ${ms(entry.latencyMs)} later`);
  details.append(facts);
  if (entry.problems.length) {
    const list = document.createElement("ul");
    list.className = "problems";
    for (const problem of entry.problems) list.append(text("li", problem));
    details.append(list);
  }
  details.append(text("pre", entry.message ? JSON.stringify(entry.message, null, 2) : entry.text));
}

// ---- reading the recording ---------------------------------------------------------------------

function take(page) {
  $("agent").textContent = page.agent;
  const body = $("rows");
  const rows = document.createDocumentFragment();
  const touched = [];
  for (const entry of page.entries) {
    if (startMicros === null) startMicros = entry.micros;
    classify(entry);
    entries.push(entry);
    rows.append(row(entry));
    showLatency(entry);
    if (entry.request) touched.push(entry.request);
    track(entry);
    if (!matches(entry)) entry.row.classList.add("hidden");
  }
  body.append(rows);
  touched.forEach(showLatency);
  const state = $("state");
  state.className = `state ${page.live ? "live" : "ended"}`;
  state.textContent = page.live ? "live" : page.exitCode === undefined ? "recording" : `ended · agent exit ${page.exitCode}`;
  counts(entries.filter(matches).length);
  document.body.dataset.loaded = String(entries.length);
  document.body.dataset.live = String(page.live);
}

async function follow() {
  let next = 0;
  for (;;) {
    let page;
    try {
      const response = await fetch(`messages?token=${encodeURIComponent(token)}&from=${next}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      page = await response.json();
    } catch (e) {
      $("state").className = "state lost";
      $("state").textContent = "the inspector is gone";
      document.body.dataset.live = "false";
      return;
    }
    take(page);
    next = page.next;
    if (!page.live && next >= page.total) return;
  }
}

for (const id of ["direction", "kind", "search"]) $(id).addEventListener("input", filter);
loadSchemas().then(follow);
