// The ceiling of remote-lean-client.mjs over WebSocket: a server that answers a prompt with all its update frames, framed
// beforehand from a text template, in one socket write, and every other request with a fixed answer. Not an agent: it
// checks nothing but the bearer token's presence. The upgrade and frames are written by hand, so that the figure is
// the client's and the socket's, not a WebSocket library's.
import { createHash } from "node:crypto";
import { createServer } from "node:http";

const frame = (text) => {
  const payload = Buffer.from(text), length = payload.length;
  const header = length < 126 ? Buffer.from([0x81, length])
    : length < 65536 ? Buffer.from([0x81, 126, length >> 8, length & 0xff]) : null;
  if (!header) throw new Error("frame too long for the firehose");
  return Buffer.concat([header, payload]);
};

const server = createServer((req, res) => { res.writeHead(404).end(); });
server.on("upgrade", (req, socket) => {
  if (req.url !== "/acp" || !req.headers.authorization) { socket.end("HTTP/1.1 401 Unauthorized\r\n\r\n"); return; }
  const accept = createHash("sha1").update(req.headers["sec-websocket-key"] + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest("base64");
  socket.setNoDelay(true);
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  let buffered = Buffer.alloc(0);
  socket.on("data", (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (buffered.length < 2) return;
      let length = buffered[1] & 0x7f, header = 2;
      if (length === 126) { length = buffered.readUInt16BE(2); header = 4; }
      else if (length === 127) { length = Number(buffered.readBigUInt64BE(2)); header = 10; }
      if (buffered.length < header + 4 + length) return;
      const mask = buffered.subarray(header, header + 4), payload = Buffer.from(buffered.subarray(header + 4, header + 4 + length));
      const opcode = buffered[0] & 0x0f;
      buffered = buffered.subarray(header + 4 + length);
      if (opcode === 0x8) { socket.end(); return; }
      if (opcode !== 0x1) continue;
      for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i & 3];
      const m = JSON.parse(payload.toString());
      if (m.method === "session/prompt") {
        const frames = m.params.prompt[0].text.split(" ").map((w) => frame(`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"${m.params.sessionId}","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"${w} "}}}}`));
        frames.push(frame(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: { stopReason: "end_turn" } })));
        socket.write(Buffer.concat(frames));
      } else {
        socket.write(frame(JSON.stringify({ jsonrpc: "2.0", id: m.id, result: m.method === "session/new" ? { sessionId: "s" } : { protocolVersion: 1 } })));
      }
    }
  });
  socket.on("error", () => {});
});
server.listen(0, "127.0.0.1", () => process.stderr.write(`listening on http://127.0.0.1:${server.address().port}/acp\n`));
