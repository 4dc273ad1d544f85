// Drives the sample Theia application in headless chromium (playwright-core): starts its backend on
// a loopback port with the given workspace, runs a scenario in the chat, and prints what the chat
// showed as one JSON line; TheiaIT checks it. Scenario "write": @acp4j is asked for a write, which
// is allowed when the chat asks. Scenario "faults": @faulty (fault-agent.mjs) misbehaves.
//
//   node theia-turn.mjs --app DIR --workspace DIR --chromium PATH --shots DIR --scenario write --prompt TEXT
//   node theia-turn.mjs --app DIR --workspace DIR --chromium PATH --shots DIR --scenario faults
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0 || at === args.length - 1) {
    console.error(`missing ${name}`);
    process.exit(2);
  }
  return args[at + 1];
};
const app = resolve(option("--app"));
const workspace = option("--workspace");
const shots = option("--shots");
const scenario = option("--scenario");
const prompt = scenario === "write" ? option("--prompt") : undefined;
mkdirSync(shots, { recursive: true });

/** The backend, on a free loopback port; resolves with its URL once it listens. */
function startBackend() {
  const backend = spawn(process.execPath, [join(app, "lib/backend/main.js"), workspace, "--hostname=127.0.0.1", "--port=0"],
    { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
  const url = new Promise((resolve, reject) => {
    let seen = "";
    const read = (data) => {
      seen += data;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match) {
        resolve(match[1]);
      }
    };
    backend.stdout.setEncoding("utf8").on("data", read);
    backend.stderr.setEncoding("utf8").on("data", (data) => { process.stderr.write(data); read(data); });
    backend.on("exit", (code) => reject(new Error(`the Theia backend ended (${code}) before it listened:\n${seen}`)));
  });
  return { backend, url };
}

const { backend, url } = startBackend();
const browser = await chromium.launch({
  executablePath: option("--chromium"),
  headless: true,
  // BrowserIT's flags: no network of chromium's own.
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
const result = {};
/** Types a request into the chat and sends it. */
async function send(page, text) {
  await clickInput(page);
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}
/** Clicks into the chat's input; a notification (the chat's failed request) lying over it is hidden first (Escape). */
async function clickInput(page) {
  const input = page.locator("#chat-view-widget .theia-ChatInput-Editor").first();
  try {
    await input.click({ timeout: 5_000 });
  } catch {
    await page.keyboard.press("Escape");
    await input.click({ timeout: 30_000 });
  }
}
/** Waits until the chat shows the text. */
const shows = (page, text, timeout = 120_000) =>
  page.locator("#chat-view-widget .theia-ChatNode", { hasText: text }).first().waitFor({ timeout });
const chatText = (page) => page.locator("#chat-view-widget").first().innerText();

/** acp4j writes a file after the user allowed it. */
async function write(page) {
  await send(page, `@acp4j ${prompt}`);
  // The question, with the diff of the write.
  const allow = page.locator(".theia-QuestionPartRenderer-option, .theia-QuestionPartRenderer button", { hasText: /allow/i }).first();
  await allow.waitFor({ timeout: 120_000 });
  await page.screenshot({ path: join(shots, "theia-permission.png") });
  result.question = await chatText(page);
  await allow.click();
  await shows(page, "Done.");
  // The file in the explorer, as the user sees it written.
  await page.locator("#shell-tab-explorer-view-container").click();
  await page.locator(".theia-FileStatNode", { hasText: "hello.txt" }).first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(shots, "theia-turn.png") });
  result.chat = await chatText(page);
}

/**
 * fault-agent.mjs: a question for an unknown session, a crash mid-turn, a turn after it (a new agent
 * process), then a flood of chunks (last: the chat keeps only its end in view).
 */
async function faults(page) {
  await send(page, "@faulty stranger");
  await shows(page, "stranger outcome:");
  await send(page, "@faulty crash");
  await shows(page, "faulty ended");
  await page.screenshot({ path: join(shots, "theia-crash.png") });
  await send(page, "@faulty stranger");
  await page.locator("#chat-view-widget .theia-ChatNode", { hasText: "stranger outcome:" }).nth(1).waitFor({ timeout: 120_000 });
  result.chat = await chatText(page);
  await send(page, "@faulty flood 100000");
  await shows(page, "flood done", 300_000);
  result.longestRun = Math.max(...(await chatText(page)).split(/[^.]/).map((run) => run.length));
  // Still responsive: the input takes what is typed.
  await clickInput(page);
  await page.keyboard.type("still here");
  // (Monaco shows spaces as no-break spaces.)
  result.input = (await page.locator("#chat-view-widget .theia-ChatInput-Editor").first().innerText()).replace(/\u00a0/g, " ");
}

try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(await url);
  await page.waitForSelector("#theia-app-shell", { timeout: 120_000 });
  // The chat view: its tab in the right side bar.
  await page.locator("#shell-tab-chat-view-widget").click();
  await page.locator("#chat-view-widget .theia-ChatInput-Editor").first().waitFor({ timeout: 60_000 });
  // A wider chat for the screenshots: drag the side panel's edge to the left.
  const edge = await page.locator("#chat-view-widget").boundingBox();
  await page.mouse.move(edge.x - 2, 400);
  await page.mouse.down();
  await page.mouse.move(edge.x - 300, 400, { steps: 5 });
  await page.mouse.up();
  await (scenario === "faults" ? faults(page) : write(page));
} catch (error) {
  result.error = String(error?.stack ?? error);
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: join(shots, "failure.png") }).catch(() => {});
} finally {
  await browser.close();
  backend.kill();
}
console.log(JSON.stringify(result));
process.exitCode = result.error ? 1 : 0;
