// Side-by-side figures for ACP agents served over the remote transport (Streamable HTTP and WebSocket at one /acp
// path), each echoing a prompt back one word per agent_message_chunk, as lean-client.mjs measures them over stdio.
// usage: node remote-lean-client.mjs NAME=COMMAND ...
// Each COMMAND serves on a free port and prints "listening on URL" on stderr; ACP_TOKEN is set for it and sent.
// For each agent and transport: updates per second over a 20,000-word prompt (best of PERF_REPEATS after a warm-up),
// the session/new round trip (PERF_TRIPS sequential), then PERF_IDLE idle WebSocket connections, first initialized,
// then with a session each, and the server's RSS before and after (Linux /proc; a Java server's after a full GC). One line per agent on stderr, JSON on
// stdout. The client is lean on purpose: it counts update frames and events without parsing them, over WebSocket on a
// socket of its own (no library); ws-firehose-agent.mjs beside this file writes a prompt's update frames, framed
// beforehand, in one write: the client's own ceiling over WebSocket.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import WebSocket from "ws";

const WORDS = Number(process.env.PERF_WORDS ?? 20000);
const REPEATS = Number(process.env.PERF_REPEATS ?? 3);
const TRIPS = Number(process.env.PERF_TRIPS ?? 2000);
const IDLE = Number(process.env.PERF_IDLE ?? 1000);
const HTTP = process.env.PERF_HTTP !== "0"; // PERF_HTTP=0: WebSocket only
const STREAM = process.env.PERF_STREAM !== "0"; // PERF_STREAM=0: idle connections only (an agent that is no echo)

const TOKEN = "bench-token";
const words = Array.from({ length: WORDS }, (_, i) => `w${i}`).join(" ");
const headers = { Authorization: `Bearer ${TOKEN}` };
const UPDATE = '"session/update"';

function serve(command) {
  const [c, ...args] = command.split(" ");
  const child = spawn(c, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ACP_TOKEN: TOKEN } });
  return new Promise((resolve, reject) => {
    let err = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      err += chunk;
      const m = err.match(/listening on (\S+)/);
      if (m) resolve({ child, url: m[1] });
    });
    child.on("exit", () => reject(new Error(`${command} exited: ${err}`)));
  });
}

const rssMiB = (pid) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024;

// The WebSocket peer that measures: the handshake and frames written and read on a TCP socket by hand, as lean as the stdio
// client's line splitting: a text frame is counted as an update when "session/update" is in its first bytes (the method
// member, which both servers write before params), without making a string or an event of it; others are parsed.
function webSocketPeer(url) {
  const target = new URL(url);
  const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  const pending = new Map(); let nextId = 1, updates = 0, handshaken = false, buffered = Buffer.alloc(0), fragments = [];
  const opened = new Promise((res, rej) => {
    socket.once("connect", () => socket.write(`GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\n`
      + `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n`
      + `Authorization: Bearer ${TOKEN}\r\n\r\n`));
    socket.once("error", rej);
    socket.on("data", (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      if (!handshaken) {
        const end = buffered.indexOf("\r\n\r\n"); if (end < 0) return;
        const status = buffered.subarray(0, end).toString("latin1").split(" ")[1];
        if (status !== "101") { rej(new Error(`upgrade refused: ${status}`)); socket.destroy(); return; }
        handshaken = true; buffered = buffered.subarray(end + 4); res();
      }
      let at = 0;
      for (;;) {
        if (buffered.length - at < 2) break;
        const fin = buffered[at] & 0x80, opcode = buffered[at] & 0x0f; let length = buffered[at + 1] & 0x7f, header = 2;
        if (length === 126) { if (buffered.length - at < 4) break; length = buffered.readUInt16BE(at + 2); header = 4; }
        else if (length === 127) { if (buffered.length - at < 10) break; length = Number(buffered.readBigUInt64BE(at + 2)); header = 10; }
        if (buffered.length - at < header + length) break;
        const start = at + header, end = start + length; at = end;
        if (opcode === 0x9) { send(0xa, buffered.subarray(start, end)); continue; }
        if (opcode === 0x8 || opcode === 0xa) continue;
        if (!fin || fragments.length) { fragments.push(Buffer.from(buffered.subarray(start, end))); if (!fin) continue; }
        const payload = fragments.length ? Buffer.concat(fragments.splice(0)) : buffered;
        const [from, to] = payload === buffered ? [start, end] : [0, payload.length];
        if (payload.subarray(from, Math.min(to, from + 64)).indexOf(UPDATE) >= 0) { updates++; continue; }
        const m = JSON.parse(payload.toString("utf8", from, to)); const p = pending.get(m.id); if (p) { pending.delete(m.id); p(m); }
      }
      buffered = at === buffered.length ? Buffer.alloc(0) : buffered.subarray(at);
    });
  });
  // Client frames are masked (RFC 6455); a zero mask key leaves the payload as it is.
  const send = (opcode, payload) => {
    const length = payload.length, header = length < 126 ? 6 : length < 65536 ? 8 : 14, frame = Buffer.alloc(header + length);
    frame[0] = 0x80 | opcode;
    if (length < 126) frame[1] = 0x80 | length;
    else if (length < 65536) { frame[1] = 0x80 | 126; frame.writeUInt16BE(length, 2); }
    else { frame[1] = 0x80 | 127; frame.writeBigUInt64BE(BigInt(length), 2); }
    payload.copy(frame, header); socket.write(frame);
  };
  const request = (method, params) => new Promise((res) => {
    const id = nextId++; pending.set(id, res);
    send(0x1, Buffer.from(JSON.stringify({ jsonrpc: "2.0", id, method, params })));
  });
  return { opened, request, count: () => updates, reset: () => { updates = 0; }, close: () => socket.destroy() };
}

// The idle connections: the ws package's client, as a host would keep them.
function idleWebSocketPeer(url) {
  const socket = new WebSocket(url.replace(/^http/, "ws"), { headers, perMessageDeflate: false, skipUTF8Validation: true });
  const pending = new Map(); let nextId = 1;
  socket.on("message", (data) => {
    const m = JSON.parse(data.toString()); const p = pending.get(m.id); if (p) { pending.delete(m.id); p(m); }
  });
  const opened = new Promise((res, rej) => { socket.once("open", res); socket.once("error", rej); });
  const request = (method, params) => new Promise((res) => {
    const id = nextId++; pending.set(id, res);
    socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
  });
  return { opened, request, close: () => socket.terminate() };
}

function httpPeer(url) {
  const pending = new Map(); let nextId = 1, updates = 0, connectionId;
  const streams = [];
  const read = async (response) => {
    const reader = response.body.getReader(); const decoder = new TextDecoder(); let rest = "";
    for (;;) {
      const { value, done } = await reader.read(); if (done) return;
      const events = (rest + decoder.decode(value, { stream: true })).split("\n\n"); rest = events.pop();
      for (const e of events) {
        if (e.includes(UPDATE)) { updates++; continue; }
        const data = e.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
        if (!data) continue;
        const m = JSON.parse(data); const p = pending.get(m.id); if (p) { pending.delete(m.id); p(m); }
      }
    }
  };
  const open = async (sessionId) => {
    const controller = new AbortController(); streams.push(controller);
    const response = await fetch(url, { headers: { ...headers, Accept: "text/event-stream", "Acp-Connection-Id": connectionId,
      ...(sessionId ? { "Acp-Session-Id": sessionId } : {}) }, signal: controller.signal });
    read(response).catch(() => {});
  };
  const request = async (method, params) => {
    const id = nextId++; const body = JSON.stringify({ jsonrpc: "2.0", id, method, params });
    const sessionId = params?.sessionId;
    const h = { ...headers, "Content-Type": "application/json", ...(connectionId ? { "Acp-Connection-Id": connectionId } : {}),
      ...(sessionId ? { "Acp-Session-Id": sessionId } : {}) };
    if (!connectionId) {
      const response = await fetch(url, { method: "POST", headers: h, body });
      connectionId = response.headers.get("acp-connection-id"); const answer = await response.json();
      await open(); return answer;
    }
    const answered = new Promise((res) => pending.set(id, res));
    const response = await fetch(url, { method: "POST", headers: h, body }); await response.arrayBuffer();
    return answered;
  };
  return { opened: Promise.resolve(), request, open, count: () => updates, reset: () => { updates = 0; },
    close: () => { streams.forEach((c) => c.abort()); return fetch(url, { method: "DELETE", headers: { ...headers, "Acp-Connection-Id": connectionId } }); } };
}

async function measure(peer, http) {
  await peer.opened;
  await peer.request("initialize", { protocolVersion: 1, clientCapabilities: {} });
  const sid = (await peer.request("session/new", { cwd: process.cwd(), mcpServers: [] })).result.sessionId;
  if (http) await peer.open(sid);
  await peer.request("session/prompt", { sessionId: sid, prompt: [{ type: "text", text: words }] }); // warm-up
  let streamMs = Infinity, ok = true;
  for (let k = 0; k < REPEATS; k++) {
    peer.reset();
    const t = performance.now();
    const r = await peer.request("session/prompt", { sessionId: sid, prompt: [{ type: "text", text: words }] });
    streamMs = Math.min(streamMs, performance.now() - t);
    ok &&= r.result?.stopReason === "end_turn" && peer.count() === WORDS;
  }
  for (let i = 0; i < 200; i++) await peer.request("session/new", { cwd: process.cwd(), mcpServers: [] }); // warm-up
  const t = performance.now();
  for (let i = 0; i < TRIPS; i++) await peer.request("session/new", { cwd: process.cwd(), mcpServers: [] });
  const tripUs = ((performance.now() - t) / TRIPS) * 1000;
  await peer.close();
  return { ok, updatesPerSec: Math.round(WORDS / (streamMs / 1000)), roundTripUs: Math.round(tripUs) };
}

// A JVM keeps the heap it grew until it collects: each reading of a Java server follows a full GC (jcmd), so that it
// counts what the connections hold, not the garbage of setting them up.
async function idle(url, pid, java) {
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 3000));
    if (java) execFileSync("jcmd", [String(pid), "GC.run"], { stdio: "ignore" });
  };
  await settle();
  const before = rssMiB(pid);
  const peers = [];
  for (let i = 0; i < IDLE; i++) {
    const peer = idleWebSocketPeer(url); await peer.opened;
    await peer.request("initialize", { protocolVersion: 1, clientCapabilities: {} });
    peers.push(peer);
  }
  await settle();
  const connected = rssMiB(pid);
  for (const peer of peers) await peer.request("session/new", { cwd: process.cwd(), mcpServers: [] });
  await settle();
  const withSessions = rssMiB(pid);
  peers.forEach((p) => p.close());
  return { idleConnections: IDLE, rssBeforeMiB: Math.round(before), rssConnectedMiB: Math.round(connected),
    rssWithSessionsMiB: Math.round(withSessions),
    perConnectionKiB: Math.round(((connected - before) * 1024) / IDLE),
    perSessionKiB: Math.round(((withSessions - connected) * 1024) / IDLE) };
}

const rows = [];
for (const spec of process.argv.slice(2)) {
  const at = spec.indexOf("="); const name = spec.slice(0, at), command = spec.slice(at + 1);
  const row = { name };
  if (STREAM) {
    const { child, url } = await serve(command);
    try {
      row.webSocket = await measure(webSocketPeer(url), false);
      // A server without Streamable HTTP (ws-firehose-agent.mjs) has no HTTP figures.
      if (HTTP) row.http = await measure(httpPeer(url), true).catch(() => undefined);
    } finally {
      child.kill("SIGTERM");
    }
  }
  if (IDLE > 0) {
    // A process of its own: what the streaming left in the heap is not counted.
    const { child, url } = await serve(command);
    try {
      Object.assign(row, await idle(url, child.pid, /(^|\s|\/)java(\s|$)/.test(command)));
    } finally {
      child.kill("SIGTERM");
    }
  }
  rows.push(row);
  const ws = row.webSocket, http = row.http;
  console.error(`${name.padEnd(8)}`
    + (ws ? ` ws: ok=${ws.ok} updates/s=${ws.updatesPerSec} session/new=${ws.roundTripUs}us` : "")
    + (http ? ` | http: ok=${http.ok} updates/s=${http.updatesPerSec} session/new=${http.roundTripUs}us` : "")
    + (IDLE > 0 ? ` | ${IDLE} idle ws: RSS ${row.rssBeforeMiB} -> ${row.rssConnectedMiB} -> ${row.rssWithSessionsMiB} MiB `
      + `(${row.perConnectionKiB} KiB/connection, ${row.perSessionKiB} KiB/session)` : ""));
}
console.log(JSON.stringify(rows));
process.exit(0);
