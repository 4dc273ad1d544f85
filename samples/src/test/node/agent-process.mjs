// Starts an agent command and connects to its stdio as web streams for ndJsonStream, keeping a
// copy of every line each side writes when asked to.
import { spawn } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";

/** Appends each complete line of a byte stream to a file; a no-op without a file. */
export function lineRecorder(file) {
  if (!file) return () => {};
  writeFileSync(file, "");
  let pending = "";
  return (chunk) => {
    pending += Buffer.from(chunk).toString("utf8");
    let newline;
    while ((newline = pending.indexOf("\n")) >= 0) {
      appendFileSync(file, pending.slice(0, newline + 1));
      pending = pending.slice(newline + 1);
    }
  };
}

/**
 * Spawns the agent (stderr inherited, or "pipe" to read it from agent.stderr) and returns
 * { input, output, exited, agent }: input reads what the agent writes, output writes to it; record /
 * recordSent name files for either side.
 */
export function startAgent(command, { record, recordSent, stderr = "inherit" } = {}) {
  const agent = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", stderr] });
  const exited = new Promise((resolve) => agent.on("exit", (code) => resolve(code)));
  const recordReceived = lineRecorder(record);
  const recordWritten = lineRecorder(recordSent);
  let inputOpen = true;
  const input = new ReadableStream({
    start(controller) {
      agent.stdout.on("data", (chunk) => {
        recordReceived(chunk);
        if (inputOpen) controller.enqueue(new Uint8Array(chunk));
      });
      agent.stdout.on("end", () => {
        if (inputOpen) controller.close();
        inputOpen = false;
      });
    },
    cancel() {
      // The SDK is done with the connection; the agent's last lines are still recorded.
      inputOpen = false;
    },
  });
  const agentInput = Writable.toWeb(agent.stdin).getWriter();
  const output = new WritableStream({
    async write(chunk) {
      recordWritten(chunk);
      await agentInput.write(chunk);
    },
    async close() {
      await agentInput.close();
    },
  });
  return { input, output, exited, agent };
}
