// An echo agent on the official TypeScript SDK's ACP v2 (experimental/v2): acknowledges each prompt
// with the user message's id, then reports the turn as v2 does: state_update running, the user
// message, one agent_message_chunk per word under one reply id, state_update idle end_turn.
import { randomUUID } from "node:crypto";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/experimental/v2";

const app = acp
  .agent({ name: "ts-v2-echo-agent" })
  .onRequest(acp.methods.agent.initialize, () => ({
    protocolVersion: 2,
    info: { name: "ts-v2-echo-agent", version: "1.0.0" },
    capabilities: {},
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: randomUUID() }))
  .onRequest(acp.methods.agent.session.prompt, ({ params, client }) => {
    const messageId = randomUUID();
    const reply = randomUUID();
    const update = (u) => client.notify(acp.methods.client.session.update, { sessionId: params.sessionId, update: u });
    setImmediate(async () => {
      await update({ sessionUpdate: "state_update", state: "running" });
      await update({ sessionUpdate: "user_message", messageId, content: params.prompt });
      for (const block of params.prompt) {
        if (block.type !== "text") continue;
        for (const word of block.text.split(" ")) {
          if (word.length > 0) await update({ sessionUpdate: "agent_message_chunk", messageId: reply, content: { type: "text", text: word + " " } });
        }
      }
      await update({ sessionUpdate: "state_update", state: "idle", stopReason: "end_turn" });
    });
    return { messageId };
  })
  .onNotification(acp.methods.agent.session.cancel, () => {});

const stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
const connection = app.connect(stream);
await connection.closed;
