// Drives the sample Theia application in headless chromium (playwright-core): starts its backend on
// a loopback port with the given workspace, asks the ACP chat agent for a write, allows it when the
// chat asks, and prints what the chat showed as one JSON line. TheiaIT checks it and the file.
//
//   node theia-turn.mjs --app DIR --workspace DIR --chromium PATH --shots DIR --prompt TEXT
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
const prompt = option("--prompt");
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
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(await url);
  await page.waitForSelector("#theia-app-shell", { timeout: 120_000 });
  // The chat view: its tab in the right side bar.
  await page.locator("#shell-tab-chat-view-widget").click();
  const input = page.locator("#chat-view-widget .theia-ChatInput-Editor").first();
  await input.waitFor({ timeout: 60_000 });
  // A wider chat for the screenshots: drag the side panel's edge to the left.
  const edge = await page.locator("#chat-view-widget").boundingBox();
  await page.mouse.move(edge.x - 2, 400);
  await page.mouse.down();
  await page.mouse.move(edge.x - 300, 400, { steps: 5 });
  await page.mouse.up();
  await input.click();
  await page.keyboard.type(`@acp4j ${prompt}`);
  await page.keyboard.press("Enter");
  // The question, with the diff of the write.
  const allow = page.locator(".theia-QuestionPartRenderer-option, .theia-QuestionPartRenderer button", { hasText: /allow/i }).first();
  await allow.waitFor({ timeout: 120_000 });
  await page.screenshot({ path: join(shots, "theia-permission.png") });
  result.question = await page.locator(".chat-view-widget, #chat-view-widget").first().innerText();
  await allow.click();
  await page.locator(".theia-ChatNode", { hasText: "Done." }).first().waitFor({ timeout: 120_000 });
  // The file in the explorer, as the user sees it written.
  await page.locator("#shell-tab-explorer-view-container").click();
  await page.locator(".theia-FileStatNode", { hasText: "hello.txt" }).first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(shots, "theia-turn.png") });
  result.chat = await page.locator("#chat-view-widget").first().innerText();
} catch (error) {
  result.error = String(error?.stack ?? error);
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: join(shots, "failure.png") }).catch(() => {});
} finally {
  await browser.close();
  backend.kill();
}
console.log(JSON.stringify(result));
process.exitCode = result.error ? 1 : 0;
