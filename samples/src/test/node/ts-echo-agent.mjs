// An echo agent on the official TypeScript SDK: streams each prompt back, one agent_message_chunk
// per space-separated word (text = word + " "), then ends the turn. The interoperability tests'
// peer and the benchmark's yardstick. With ACP_RECORD set, every line it reads is appended there.
// With ACP_NEWER set, it also acts as a newer agent would: it lists an `env_var` auth method (as
// codex-acp does), sends each prompt an update of a kind ACP v1 does not define first, and after
// the first word an update of a kind only the SDK's unstable schema has (`plan_update`).
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const record = process.env.ACP_RECORD;
const stdin = Readable.toWeb(process.stdin);
const input = record
  ? stdin.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        appendFileSync(record, Buffer.from(chunk));
        controller.enqueue(chunk);
      },
    }))
  : stdin;

const newer = Boolean(process.env.ACP_NEWER);
const cancelled = new Set();
const app = acp
  .agent({ name: "ts-echo-agent" })
  .onRequest(acp.methods.agent.initialize, () => ({
    protocolVersion: 1,
    agentCapabilities: {},
    authMethods: newer
      ? [{ type: "env_var", id: "api-key", name: "API key", vars: [{ name: "ECHO_API_KEY" }] }]
      : [],
    agentInfo: { name: "ts-echo-agent", version: "1.0.0" },
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: randomUUID() }))
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    cancelled.delete(params.sessionId);
    if (newer) {
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: { sessionUpdate: "_echo/mood", mood: "cheerful", _meta: { since: "v2" } },
      });
    }
    let words = 0;
    for (const block of params.prompt) {
      if (block.type !== "text") continue;
      for (const word of block.text.split(" ")) {
        if (cancelled.has(params.sessionId)) return { stopReason: "cancelled" };
        if (word.length === 0) continue;
        await client.notify(acp.methods.client.session.update, {
          sessionId: params.sessionId,
          update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: word + " " } },
        });
        if (newer && ++words === 1) {
          await client.notify(acp.methods.client.session.update, {
            sessionId: params.sessionId,
            update: { sessionUpdate: "plan_update", plan: { type: "markdown", planId: "p1", content: "- echo the prompt" } },
          });
        }
      }
    }
    return { stopReason: "end_turn" };
  })
  .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
    cancelled.add(params.sessionId);
  });

const connection = app.connect(acp.ndJsonStream(Writable.toWeb(process.stdout), input));
await connection.closed;
