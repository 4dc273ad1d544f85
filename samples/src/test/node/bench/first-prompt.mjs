// How long a session's first prompt waits before the model is asked, against the later prompts:
// the time from writing session/prompt to a local OpenAI-compatible mock receiving the request.
// usage: [MODEL=gpt-4o] [WAIT=2000] node first-prompt.mjs AGENT COMMAND...
// WAIT is the pause, in milliseconds, between the session/new answer and the first prompt (a user
// typing it). The mock answers each chat completion with one streamed word; it refuses, as OpenAI
// does, a request that is not a streamed chat completion with messages.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const model = process.env.MODEL ?? "gpt-4o";
let arrived = null;
const chunk = (delta, finish) => `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", model,
  choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => { body += c; });
  req.on("end", () => {
    let request;
    try { request = JSON.parse(body); } catch { request = null; }
    if (req.method !== "POST" || !req.url.endsWith("/chat/completions") || !request?.stream || !Array.isArray(request.messages)
        || request.messages.length === 0) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not a streamed chat completion", type: "invalid_request_error" } }));
      return;
    }
    arrived = performance.now();
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(chunk({ role: "assistant", content: "hi" }, null));
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const [command, ...args] = process.argv.slice(2);
const home = mkdtempSync(join(tmpdir(), "first-prompt-"));
const agent = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, ACP4J_HOME: home,
  LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: `http://127.0.0.1:${server.address().port}/v1`,
  OPENAI_MODEL: model } });
const pending = new Map();
let rest = "";
let nextId = 1;
agent.stdout.setEncoding("utf8");
agent.stdout.on("data", (data) => {
  const lines = (rest + data).split("\n");
  rest = lines.pop();
  for (const line of lines) {
    if (!line) continue;
    const message = JSON.parse(line);
    if (message.method === undefined && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  }
});
const request = (method, params) => new Promise((resolve) => {
  const id = nextId++;
  pending.set(id, resolve);
  agent.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
});
await request("initialize", { protocolVersion: 1, clientCapabilities: {} });
const sessionId = (await request("session/new", { cwd: home, mcpServers: [] })).result.sessionId;
await new Promise((resolve) => setTimeout(resolve, Number(process.env.WAIT ?? 2000)));
const waits = [];
for (let k = 0; k < 3; k++) {
  arrived = null;
  const sent = performance.now();
  const answer = await request("session/prompt", { sessionId, prompt: [{ type: "text", text: "say hi" }] });
  if (answer.result?.stopReason !== "end_turn" || arrived === null) throw new Error(`prompt ${k + 1}: ${JSON.stringify(answer)}`);
  waits.push(Math.round(arrived - sent));
}
console.log(`prompt to model request: first ${waits[0]} ms, then ${waits.slice(1).join(" and ")} ms`);
agent.stdin.end();
server.close();
