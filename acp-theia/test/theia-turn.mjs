// Drives the sample Theia application in headless chromium (playwright-core): starts its backend on
// a loopback port with the given workspace, runs a scenario in the chat, and prints what the chat
// showed as one JSON line; TheiaIT checks it. Scenario "write": @acp4j is asked for a write, which
// is allowed when the chat asks. Scenario "faults": @faulty (fault-agent.mjs) misbehaves. Scenario
// "terminal": @acp4j runs a command (in a Theia terminal), is offered and given a slash command,
// runs a command again in the mode picked in the chat, gets its sandbox set with the command "ACP: Set
// an Agent Option", then the model picked with the command "ACP: Select the Agent's Model".
//
//   node theia-turn.mjs --app DIR --workspace DIR --chromium PATH --shots DIR --scenario write --prompt TEXT
//   node theia-turn.mjs --app DIR --workspace DIR --chromium PATH --shots DIR --scenario terminal --model NAME --model-url HOST:PORT
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

/** Clicks `Allow` (once) in the chat's last question, once it asks. */
async function allow(page) {
  const button = page.locator(".theia-QuestionPartRenderer-option:not([disabled])", { hasText: /^\s*Allow\s*$/ }).last();
  await button.waitFor({ timeout: 120_000 });
  await button.click();
}
/**
 * The text of the terminal widget on view: xterm draws it on a canvas, so it is selected and copied
 * with the terminal's context menu, and read from the clipboard.
 */
async function terminalText(page) {
  const screen = page.locator(".terminal-container .xterm-screen").last();
  for (const item of ["Select All", "Copy"]) {
    await screen.click({ button: "right" });
    await page.locator(".lm-Menu-item, .p-Menu-item", { hasText: new RegExp(`^\\s*${item}`) }).first().click();
  }
  return page.evaluate(() => navigator.clipboard.readText());
}
/** Runs a command from the command palette (F1). */
async function runCommand(page, label) {
  await page.keyboard.press("F1");
  await page.keyboard.type(label);
  await page.keyboard.press("Enter");
}
/** The row of the quick pick on view that shows the text, once it does. */
async function quickPickRow(page, text) {
  const row = page.locator(".quick-input-list .monaco-list-row", { hasText: text }).first();
  await row.waitFor({ timeout: 30_000 });
  return row;
}
const quickPickText = (page) => page.locator(".quick-input-list").first().innerText();
/** The text of the chat's last answer. */
const lastAnswer = (page) => page.locator("#chat-view-widget .theia-ChatNode").last().innerText();
/**
 * Waits for the chat's answer that shows the text (found in no earlier node) and returns all of its
 * text. The chat renders only the nodes in view and stops following the end once the user (or a
 * question) scrolled it: its "Jump to latest message" button is clicked while the answer is not there.
 */
async function answer(page, text, attempts = 120) {
  const node = page.locator("#chat-view-widget .theia-ChatNode", { hasText: text }).last();
  for (let attempt = 1; ; attempt++) {
    try {
      await node.waitFor({ timeout: 1_000 });
      return node.innerText();
    } catch (error) {
      if (attempt >= attempts) {
        throw error;
      }
      await page.locator(".theia-ChatTree-ScrollToBottom").click({ timeout: 500 }).catch(() => {});
    }
  }
}
/**
 * Before any request, the agent's modes in the chat's input, its options in the command and its
 * slash commands offered after "/" (one used); then a command in a Theia terminal (asked, allowed,
 * its output in the terminal widget), a command in the mode "Full access" picked in the chat (no
 * question), the sandbox set with the command, and the model picked for the next request.
 */
async function terminal(page) {
  // The agent's session, opened as the chat showed it addresses acp4j (the default chat agent).
  const modes = page.locator(".theia-ChatInput-ModeSelector").first();
  await modes.waitFor({ timeout: 60_000 });
  result.modeBeforeRequests = await modes.innerText();
  await runCommand(page, "ACP: Set an Agent Option");
  await quickPickRow(page, "Sandbox");
  result.optionsBeforeRequests = await quickPickText(page);
  await page.keyboard.press("Escape");

  // The agent's slash commands, offered after "/" (the first request).
  await clickInput(page);
  await page.keyboard.type("@acp4j /");
  const suggestions = page.locator(".suggest-widget").first();
  await suggestions.waitFor({ state: "visible", timeout: 30_000 });
  await page.locator(".suggest-widget .monaco-list-row", { hasText: "init" }).first().waitFor({ timeout: 30_000 });
  result.suggestions = await suggestions.innerText();
  await page.screenshot({ path: join(shots, "theia-commands.png") });
  await page.keyboard.type("ini");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await allow(page);
  result.initAnswer = await answer(page, "Created AGENTS.md");

  await send(page, "@acp4j run echo hello from $((6 * 7)) terminals");
  await allow(page);
  result.terminalAnswer = await answer(page, "from 42 terminals");
  // The terminal widget in the bottom panel, its tab named after the command.
  const tab = page.locator(".lm-TabBar-tab, .p-TabBar-tab", { hasText: "acp4j: " }).first();
  await tab.waitFor({ timeout: 30_000 });
  result.terminalTitle = await tab.innerText();
  result.bottomTabs = await page.locator("#theia-bottom-content-panel .lm-TabBar-tabLabel").allInnerTexts();
  await page.locator(".terminal-container .xterm-screen").last().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(shots, "theia-terminal.png") });
  result.terminal = await terminalText(page);

  // The mode, picked in the chat's input (offered once the input addresses the agent): full access
  // runs without asking.
  await clickInput(page);
  await page.keyboard.type("@acp4j run echo no questions asked");
  await page.locator(".theia-ChatInput-ModeSelector").first().click({ timeout: 30_000 });
  await page.locator(".theia-select-component-option", { hasText: "Full access" }).first().click();
  result.mode = await page.locator(".theia-ChatInput-ModeSelector").first().innerText();
  await clickInput(page);
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  result.modeAnswer = await answer(page, /Exit code 0\s+no questions asked/);
  await page.screenshot({ path: join(shots, "theia-mode.png") });

  // Another option than the model, set with the command: the sandbox, off. The agent's answer is
  // what the command offers next.
  await runCommand(page, "ACP: Set an Agent Option");
  await quickPickRow(page, "Sandbox");
  result.options = await quickPickText(page);
  await page.keyboard.type("Sandbox");
  await page.keyboard.press("Enter");
  const off = await quickPickRow(page, "Never sandboxed");
  result.sandboxValues = await quickPickText(page);
  await page.keyboard.type("Off");
  await page.keyboard.press("Enter");
  await off.waitFor({ state: "hidden", timeout: 30_000 });
  await runCommand(page, "ACP: Set an Agent Option");
  await quickPickRow(page, "@acp4j: Off");
  result.optionsAfter = await quickPickText(page);
  await page.screenshot({ path: join(shots, "theia-option.png") });
  await page.keyboard.press("Escape");

  // The model, picked with the command, set on the agent at once: its provider cannot be reached
  // here, so the next turn fails saying where it tried.
  await runCommand(page, "ACP: Select the Agent's Model");
  const model = await quickPickRow(page, option("--model"));
  result.models = await quickPickText(page);
  await page.screenshot({ path: join(shots, "theia-model.png") });
  await page.keyboard.type(option("--model"));
  await page.keyboard.press("Enter");
  await model.waitFor({ state: "hidden", timeout: 30_000 });
  await send(page, "@acp4j list files");
  result.modelAnswer = await answer(page, option("--model-url"));
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
  await send(page, "@faulty terminals");
  await shows(page, "stubborn gone");
  result.terminals = await lastAnswer(page);
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
  // What the extension says went wrong, e.g. a Theia it cannot tell the chat's input about modes in.
  result.extensionErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("acp4j-theia")) {
      result.extensionErrors.push(message.text());
    }
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
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
  await ({ faults, terminal, write }[scenario])(page);
} catch (error) {
  result.error = String(error?.stack ?? error);
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: join(shots, "failure.png") }).catch(() => {});
} finally {
  await browser.close();
  backend.kill();
}
console.log(JSON.stringify(result));
process.exitCode = result.error ? 1 : 0;
