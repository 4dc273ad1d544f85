// The ceiling of remote-lean-client.mjs over WebSocket: a server that answers a prompt with its update frames sent at once,
// serialized as text templates, and every other request with a fixed answer. Not an agent: it checks nothing.
import { createServer } from "node:http";
import { WebSocketServer } from "ws";
const server = createServer((req, res) => { res.writeHead(404).end(); });
const wss = new WebSocketServer({ server, path: "/acp", perMessageDeflate: false });
wss.on("connection", (ws) => {
  ws.on("message", (data) => {
    const m = JSON.parse(data.toString());
    if (m.method === "session/prompt") {
      const words = m.params.prompt[0].text.split(" ");
      for (const w of words) ws.send(`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"${m.params.sessionId}","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"${w} "}}}}`);
      ws.send(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: { stopReason: "end_turn" } }));
    } else ws.send(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: m.method === "session/new" ? { sessionId: "s" } : { protocolVersion: 1 } }));
  });
});
server.listen(0, "127.0.0.1", () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}/acp\n`));
