// The inspector's page in headless Chromium (playwright-core), while the official SDK's client talks
// to an agent through `acp4j inspect`. Opens the page before the first message, runs the prompts,
// reads the page's rows and turns once every line that passed is shown, takes screenshots, opens
// a second page on the same URL and closes the first mid-connection, ends the connection and prints one JSON summary.
//
//   node inspector-page.mjs --playwright DIR --chromium PATH --flags JSON --shots DIR --record FILE
//        --record-sent FILE [--prompt TEXT]... -- INSPECT COMMAND...
//   node inspector-page.mjs --playwright DIR --chromium PATH --flags JSON --shots DIR --open [--paging] -- INSPECT COMMAND...
//
// With --open the command serves a recording: no client runs, the page is read once it has all of it;
// with --paging too, the recording is a long one (more turns than the page draws) and the page is
// paged to its first and last message and searched.
import { createRequire } from "node:module";
import { join } from "node:path";
import * as acp from "@agentclientprotocol/sdk";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const own = args.slice(0, dashes);
const option = (name) => { const at = own.indexOf(name); return at >= 0 ? own[at + 1] : undefined; };
const prompts = own.flatMap((value, i) => (own[i - 1] === "--prompt" ? [value] : []));
const command = args.slice(dashes + 1);
const { chromium } = createRequire(join(option("--playwright"), "package.json"))("playwright-core");
const shots = option("--shots");

const { input, output, exited, agent } = startAgent(command, {
  record: option("--record"), recordSent: option("--record-sent"), stderr: "pipe",
});
const url = await new Promise((resolve, reject) => {
  let said = "";
  agent.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    said += chunk;
    const found = said.match(/page is at (\S+)/);
    if (found) resolve(found[1]);
  });
  agent.on("exit", (code) => reject(new Error(`the inspector exited with ${code} before it printed its page: ${said}`)));
});

// playwright-core adds its own --headless; the flags are BrowserIT's.
const browser = await chromium.launch({
  executablePath: option("--chromium"), headless: true, args: JSON.parse(option("--flags")).filter((f) => f !== "--headless"),
});
const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
const requests = [];
context.on("request", (request) => requests.push(request.url()));

async function open() {
  const page = await context.newPage();
  const polling = page.waitForRequest((request) => request.url().includes("/messages?"));
  await page.goto(url);
  await polling;
  return page;
}
const rowsOf = (page) => page.$$eval("#rows tr", (rows) => rows.map((tr) => ({
  seq: Number(tr.dataset.seq), from: tr.dataset.from, kind: tr.dataset.kind, method: tr.dataset.method ?? null,
  id: tr.dataset.id ?? null, latencyMs: tr.dataset.latencyMs === undefined ? null : Number(tr.dataset.latencyMs),
  problems: Number(tr.dataset.problems ?? 0), hidden: tr.classList.contains("hidden"),
  summary: tr.querySelector(".summary").textContent,
})));
// A turn's counts, and the tool calls, chunk ticks and permission waits drawn on its bar.
const turnsOf = (page) => page.$$eval(".turn", (turns) => turns.map((t) => ({
  session: t.closest(".session").dataset.session, number: Number(t.dataset.number),
  latencyMs: t.dataset.latencyMs === "" ? null : Number(t.dataset.latencyMs), stopReason: t.dataset.stopReason,
  updates: Number(t.dataset.updates), tools: Number(t.dataset.tools), permissions: Number(t.dataset.permissions),
  toolBlocks: t.querySelectorAll(".bar .tool").length, ticks: t.querySelectorAll(".bar .chunk").length,
  permissionBlocks: t.querySelectorAll(".bar .permission").length, text: t.textContent,
})));
const sessionsOf = (page) => page.$$eval(".session", (sessions) => sessions.map((s) => ({
  session: s.dataset.session, turns: Number(s.dataset.turns ?? 0), folded: Number(s.querySelector(".folded").dataset.folded ?? 0),
})));
// Does `action` and waits until the table has settled after it (its page read, its search done).
async function settle(page, action) {
  const before = Number((await page.getAttribute("body", "data-settled")) ?? 0);
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.settled ?? 0) > n, before);
}
const seqsOf = async (page) => (await rowsOf(page)).map((row) => row.seq);
const shown = (page, count) => page.waitForFunction((n) => document.querySelectorAll("#rows tr").length >= n, count);
const linesIn = (text) => text.split("\n").filter((line) => line.length > 0).length;
const summary = {};

if (own.includes("--paging")) {
  const page = await open();
  await page.waitForFunction(() => document.body.dataset.live === "false" && document.body.dataset.busy === "false"
    && document.body.dataset.loaded === document.body.dataset.total);
  summary.state = await page.textContent("#state");
  summary.lastPage = await seqsOf(page);
  summary.turns = await turnsOf(page);
  summary.sessions = await sessionsOf(page);
  summary.earlier = await page.$eval("#earlier-sessions", (line) => ({
    sessions: Number(line.dataset.sessions ?? 0), turns: Number(line.dataset.turns ?? 0),
  }));
  await page.screenshot({ path: join(shots, "inspector-paging.png") });
  await page.$eval("#timeline-pane", (pane) => { pane.scrollTop = pane.scrollHeight; });
  await page.screenshot({ path: join(shots, "inspector-turns.png") });
  await settle(page, () => page.click("#first"));
  summary.firstPage = await seqsOf(page);
  await settle(page, () => page.click("#next"));
  summary.secondPage = await seqsOf(page);
  await settle(page, () => page.click("#last"));
  summary.lastPageAgain = await seqsOf(page);
  await settle(page, () => page.fill("#search", "needle"));
  summary.found = await seqsOf(page);
  await page.screenshot({ path: join(shots, "inspector-search.png") });
  summary.loaded = Number(await page.getAttribute("body", "data-loaded"));
  agent.kill("SIGTERM");
  await exited;
} else if (own.includes("--open")) {
  const page = await open();
  await page.waitForFunction(() => document.body.dataset.live === "false" && document.body.dataset.busy === "false"
    && document.body.dataset.loaded === document.body.dataset.total);
  summary.rows = await rowsOf(page);
  summary.turns = await turnsOf(page);
  summary.state = await page.textContent("#state");
  const marked = await page.$("#rows tr[data-problems]:not([data-kind=raw])");
  if (marked) await marked.click();
  await page.screenshot({ path: join(shots, "inspector-problems.png") });
  await settle(page, () => page.selectOption("#kind", "problem"));
  summary.problemRowsShown = (await rowsOf(page)).length;
  await settle(page, () => page.selectOption("#kind", ""));
  await settle(page, () => page.fill("#search", "initialize"));
  summary.searchRowsShown = (await rowsOf(page)).length;
  agent.kill("SIGTERM");
  await exited;
} else {
  const page = await open();
  const app = acp.client({ name: "acp4j-inspector-test" })
    .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
      outcome: { outcome: "selected", optionId: params.options[0].optionId },
    }));
  await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
    await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    const session = await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd(), mcpServers: [] });
    for (const prompt of prompts) {
      await ctx.request(acp.methods.agent.session.prompt, { sessionId: session.sessionId, prompt: [{ type: "text", text: prompt }] });
    }
    // Every line that passed, both ways, is on the page that was open while they passed.
    const { readFileSync } = await import("node:fs");
    const passed = linesIn(readFileSync(option("--record"), "utf8")) + linesIn(readFileSync(option("--record-sent"), "utf8"));
    await shown(page, passed);
    summary.rows = await rowsOf(page);
    summary.turns = await turnsOf(page);
    summary.state = await page.textContent("#state");
    await page.click(`.turn`);
    const permission = await page.$("#rows tr[data-method='session/request_permission'][data-kind=request]");
    if (permission) await permission.click();
    await page.screenshot({ path: join(shots, "inspector-live.png") });
    summary.recording = await (await fetch(url.replace("/?", "/recording?"))).text();
    // A second browser on the same URL while the first is open, then the first closed: the second has the history.
    const again = await open();
    await shown(again, passed);
    summary.secondPageRows = (await rowsOf(page)).length;
    await page.close();
    summary.reopenedRows = (await rowsOf(again)).length;
    summary.forbidden = (await fetch(url.replace(/token=.*/, "token=wrong"))).status;
    summary.afterPage = again;
  });
  const again = summary.afterPage;
  delete summary.afterPage;
  agent.stdin.end();
  summary.exitCode = await exited;
  await again.waitForFunction(() => document.body.dataset.live === "false");
  summary.stateAfterExit = await again.textContent("#state");
}
const origin = new URL(url).origin;
summary.foreignRequests = requests.filter((request) => !request.startsWith(origin));
await browser.close();
console.log(JSON.stringify(summary));
