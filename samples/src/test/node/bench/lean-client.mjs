// Origin: the independent lean Node.js client and ceiling agent that came with this project's issue 15
// ("Fast where users feel it"), copied unchanged below this header; no licence was stated with them.
// Side-by-side figures for ACP agents that echo a prompt back one word per agent_message_chunk.
// usage: node lean-client.mjs NAME=COMMAND ... ; prints a line per agent on stderr and a JSON array on stdout.
// The client is lean on purpose (it counts update lines instead of parsing them) so that it is not
// the bottleneck; firehose-agent.mjs beside this file shows its ceiling.
import { spawn } from "node:child_process";

const WORDS = Number(process.env.PERF_WORDS ?? 20000);
const ROUNDS = Number(process.env.PERF_ROUNDS ?? 3);   // fresh processes per agent
const REPEATS = Number(process.env.PERF_REPEATS ?? 3); // timed prompts per process, after one warm-up
const TRIPS = Number(process.env.PERF_TRIPS ?? 2000);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const words = Array.from({ length: WORDS }, (_, i) => `w${i}`).join(" ");

function lean(cmd) {
  const [c, ...args] = cmd.split(" ");
  const child = spawn(c, args, { stdio: ["pipe", "pipe", "ignore"] });
  const pending = new Map(); let updates = 0, rest = "", nextId = 1, bad = 0;
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n"); rest = lines.pop();
    for (const l of lines) {
      if (l.includes('"session/update"')) { updates++; continue; }
      if (!l) continue;
      let m; try { m = JSON.parse(l); } catch { bad++; continue; }
      const p = pending.get(m.id); if (p) { pending.delete(m.id); p(m); }
    }
  });
  const request = (method, params) => new Promise((res, rej) => {
    const id = nextId++; const t = setTimeout(() => rej(new Error(`${cmd}: timeout on ${method}`)), 120000);
    pending.set(id, (m) => { clearTimeout(t); res(m); });
    child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
  });
  return { request, child, count: () => updates, reset: () => { updates = 0; }, bad: () => bad };
}

async function once(cmd) {
  const t0 = performance.now();
  const a = lean(cmd);
  await a.request("initialize", { protocolVersion: 1, clientCapabilities: {} });
  const start = performance.now() - t0;
  const sid = (await a.request("session/new", { cwd: process.cwd(), mcpServers: [] })).result.sessionId;
  await a.request("session/prompt", { sessionId: sid, prompt: [{ type: "text", text: words }] }); // warm-up
  let streamMs = Infinity, ok = true;
  for (let k = 0; k < REPEATS; k++) {
    a.reset();
    const t1 = performance.now();
    const r = await a.request("session/prompt", { sessionId: sid, prompt: [{ type: "text", text: words }] });
    streamMs = Math.min(streamMs, performance.now() - t1);
    ok &&= r.result?.stopReason === "end_turn" && a.count() === WORDS;
  }
  const t2 = performance.now();
  for (let i = 0; i < TRIPS; i++) await a.request("session/new", { cwd: process.cwd(), mcpServers: [] });
  const tripUs = ((performance.now() - t2) / TRIPS) * 1000;
  a.child.stdin.end();
  return { start, streamMs, tripUs, ok: ok && a.bad() === 0 };
}

const rows = [];
for (const spec of process.argv.slice(2)) {
  const i = spec.indexOf("="); const name = spec.slice(0, i), cmd = spec.slice(i + 1);
  const runs = [];
  for (let k = 0; k < ROUNDS; k++) runs.push(await once(cmd));
  const row = {
    name, ok: runs.every((r) => r.ok),
    startMs: Math.round(median(runs.map((r) => r.start))),
    updatesPerSec: Math.round(WORDS / (median(runs.map((r) => r.streamMs)) / 1000)),
    roundTripUs: Math.round(median(runs.map((r) => r.tripUs))),
  };
  rows.push(row);
  console.error(`${name.padEnd(14)} ok=${row.ok} start=${row.startMs}ms updates/s=${row.updatesPerSec} roundtrip=${row.roundTripUs}us`);
}
console.log(JSON.stringify(rows));
