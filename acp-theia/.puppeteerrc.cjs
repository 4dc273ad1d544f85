// @theia/cli depends on puppeteer for `theia test`, which is not used here: never download a browser
// (the integration test drives the machine's chromium with playwright-core).
module.exports = { skipDownload: true };
