// The official TypeScript SDK's ACP v2 client (experimental/v2): launches the agent command given
// after "--", initializes asking for version 2, opens a session, sends one prompt, waits for the
// turn's idle state_update and prints a one-line JSON summary.
//
//   node ts-v2-client.mjs [--prompt TEXT] [--cancel-on-tool] [--cancel-tool-call] [--cancel-terminal] [--resume SESSION_ID] [--auth] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...
//
// --cancel-on-tool sends session/cancel once a tool call is in progress; --cancel-tool-call sends
// tool_call/cancel for a call that advertises capabilities.cancel; --cancel-terminal sends terminal/cancel
// for a display terminal that advertises capabilities.cancel; --resume resumes the session
// with replayFrom {type: "start"} instead of prompting, and summarises what was replayed before the answer;
// --auth calls auth/login with each advertised method id, then with an id nobody advertised, then auth/logout,
// and reports what each answered (its error code, or "ok").
import * as acp from "@agentclientprotocol/sdk/experimental/v2";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
if (dashes < 0 || dashes === args.length - 1) {
  console.error("usage: node ts-v2-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...");
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at < dashes ? args[at + 1] : fallback;
};
const prompt = option("--prompt", "hello from typescript");
const command = args.slice(dashes + 1);
const flag = (name) => args.indexOf(name) >= 0 && args.indexOf(name) < dashes;
const cancelOnTool = flag("--cancel-on-tool");
const cancelToolCall = flag("--cancel-tool-call");
const cancelTerminal = flag("--cancel-terminal");
let toolCallCancel = () => {};
let terminalCancel = () => {};
const resume = option("--resume");
const auth = flag("--auth");

const { input, output, exited, agent: agentProcess } = startAgent(command, { record: option("--record"), recordSent: option("--record-sent") });

const updates = [];
let toolCallCancelled = null;
let terminalCancelled = null;
// Each display terminal as a client keeps it: the last of each field its terminal_updates set, and its output bytes.
const terminals = {};
const terminal = (id) => (terminals[id] ??= { output: Buffer.alloc(0) });
let cancel = () => {};
let idle;
const turnEnded = new Promise((resolve) => { idle = resolve; });
let prompted = false;
let ranAfterPrompt = false;
const app = acp
  .client({ name: "acp4j-interop-v2-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params.update);
    if (cancelOnTool && params.update.sessionUpdate === "tool_call_update" && params.update.status === "in_progress") cancel(params.sessionId);
    if (cancelToolCall && params.update.sessionUpdate === "tool_call_update" && params.update.capabilities?.cancel) {
      toolCallCancel(params.sessionId, params.update.toolCallId);
    }
    if (params.update.sessionUpdate === "terminal_update") {
      const { sessionUpdate, terminalId, output, ...fields } = params.update;
      const shown = terminal(terminalId);
      Object.assign(shown, fields);
      if (output) shown.output = Buffer.from(output.data, "base64");
      if (cancelTerminal && shown.capabilities?.cancel && !shown.cancelSent) {
        shown.cancelSent = true;
        terminalCancel(params.sessionId, terminalId);
      }
    }
    if (params.update.sessionUpdate === "terminal_output_chunk") {
      const shown = terminal(params.update.terminalId);
      shown.output = Buffer.concat([shown.output, Buffer.from(params.update.data, "base64")]);
    }
    // The turn's end is the idle after the prompt's running: a replay (under --resume) ends with the
    // session's state, idle, which the SDK may hand over after the session/new answer.
    if (params.update.sessionUpdate === "state_update" && params.update.state === "running" && prompted) ranAfterPrompt = true;
    if (params.update.sessionUpdate === "state_update" && params.update.state === "idle" && ranAfterPrompt) idle(params.update);
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
    outcome: { outcome: "selected", optionId: params.options[0].optionId },
  }));

const result = await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, {
    protocolVersion: 2,
    info: { name: "acp4j-interop-v2-client", version: "1.0.0" },
  });
  const answered = (request) => request.then(() => "ok", (e) => String(e.code));
  const authAnswers = [];
  for (const methodId of auth ? [...(init.authMethods ?? []).map((method) => method.methodId), "no-such-method"] : []) {
    authAnswers.push(await answered(ctx.request(acp.methods.agent.auth.login, { methodId })));
  }
  if (auth) {
    authAnswers.push(await answered(ctx.request(acp.methods.agent.auth.logout, {})));
  }
  if (resume) {
    const resumed = await ctx.request(acp.methods.agent.session.resume, { sessionId: resume, cwd: process.cwd(), replayFrom: { type: "start" } });
    return { init, resumed, replayed: updates.length };
  }
  cancel = (sessionId) => ctx.notify(acp.methods.agent.session.cancel, { sessionId });
  toolCallCancel = (sessionId, toolCallId) => ctx.request(acp.methods.agent.toolCall.cancel, { sessionId, toolCallId })
    .then(() => { toolCallCancelled = "ok"; }, (e) => { toolCallCancelled = String(e.code); });
  terminalCancel = (sessionId, terminalId) => ctx.request(acp.methods.agent.terminal.cancel, { sessionId, terminalId })
    .then(() => { terminalCancelled = "ok"; }, (e) => { terminalCancelled = String(e.code); });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd() });
  prompted = true;
  const ack = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId: session.sessionId,
    prompt: [{ type: "text", text: prompt }],
  });
  const end = await turnEnded;
  return { init, ack, end, sessionId: session.sessionId, authAnswers: auth ? authAnswers : null };
});

if (result.resumed) {
  console.log(JSON.stringify({
    protocolVersion: result.init.protocolVersion,
    replayed: result.replayed,
    kinds: updates.slice(0, result.replayed).map((u) => u.sessionUpdate + (u.state ? ":" + u.state : "")),
    text: updates.filter((u) => u.sessionUpdate === "agent_message_chunk" || u.sessionUpdate === "agent_message")
      .flatMap((u) => Array.isArray(u.content) ? u.content : [u.content]).map((c) => c?.text ?? "").join(""),
    userIds: updates.filter((u) => u.sessionUpdate === "user_message" || u.sessionUpdate === "user_message_chunk").map((u) => u.messageId),
    agentIds: [...new Set(updates.filter((u) => u.sessionUpdate === "agent_message" || u.sessionUpdate === "agent_message_chunk").map((u) => u.messageId))],
  }));
  agentProcess.stdin.end();
  process.exitCode = (await exited) === 0 ? 0 : 1;
  process.exit();
}

const chunks = updates.filter((u) => u.sessionUpdate === "agent_message_chunk");
console.log(JSON.stringify({
  sessionId: result.sessionId,
  protocolVersion: result.init.protocolVersion,
  agent: result.init.info?.name ?? null,
  toolCallCancel: toolCallCancelled,
  terminalCancel: terminalCancelled,
  terminals: Object.entries(terminals).map(([terminalId, t]) => ({ terminalId, command: t.command ?? null, cwd: t.cwd ?? null,
    output: t.output.toString("utf8"), exitStatus: t.exitStatus ?? null })),
  terminalContent: updates.filter((u) => u.sessionUpdate === "tool_call_update").flatMap((u) => u.content ?? [])
    .filter((c) => c.type === "terminal").map((c) => c.terminalId),
  patches: updates.filter((u) => u.sessionUpdate === "tool_call_update").flatMap((u) => u.content ?? [])
    .filter((c) => c.type === "diff" && c.patch).map((c) => c.patch),
  tools: updates.filter((u) => u.sessionUpdate === "tool_call_update").map((u) => u.status ?? "").filter((s) => s),
  callIds: [...new Set(updates.filter((u) => u.sessionUpdate === "tool_call_update").map((u) => u.toolCallId))],
  auth: result.authAnswers,
  userMessage: updates.some((u) => u.sessionUpdate === "user_message" && u.messageId === result.ack.messageId),
  states: updates.filter((u) => u.sessionUpdate === "state_update").map((u) => u.state),
  stopReason: result.end.stopReason ?? null,
  text: chunks.map((u) => u.content.text).join(""),
  replyIds: [...new Set(updates.filter((u) => u.sessionUpdate === "agent_message" || u.sessionUpdate === "agent_message_chunk")
    .map((u) => u.messageId))].length,
  ackId: result.ack.messageId,
  agentIds: [...new Set(chunks.map((u) => u.messageId))],
}));
agentProcess.stdin.end();
process.exitCode = (await exited) === 0 ? 0 : 1;
