// Origin: the independent lean Node.js client and ceiling agent that came with this project's issue 15
// ("Fast where users feel it"), copied unchanged below this header; no licence was stated with them.
// Measurement ceiling: an "agent" that answers a prompt with all its updates pre-serialized in one write.
import { createInterface } from "node:readline";
const out = (m) => process.stdout.write(JSON.stringify(m) + "\n");
createInterface({ input: process.stdin }).on("line", (l) => {
  const m = JSON.parse(l);
  if (m.method === "initialize") out({ jsonrpc: "2.0", id: m.id, result: { protocolVersion: 1, agentCapabilities: {}, authMethods: [] } });
  else if (m.method === "session/new") out({ jsonrpc: "2.0", id: m.id, result: { sessionId: "s-1" } });
  else if (m.method === "session/prompt") {
    const text = m.params.prompt.map((b) => b.text).join(" ");
    const lines = text.split(" ").map((w) => JSON.stringify({ jsonrpc: "2.0", method: "session/update", params: { sessionId: m.params.sessionId, update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: w + " " } } } }));
    process.stdout.write(lines.join("\n") + "\n" + JSON.stringify({ jsonrpc: "2.0", id: m.id, result: { stopReason: "end_turn" } }) + "\n");
  }
});
