// Debian's Chromium, headless, under puppeteer-core (which downloads no browser), with the
// page's folder served on a free loopback port: what the browser test and the benchmark
// share. CHROMIUM names another browser binary.

import puppeteer from 'puppeteer-core';

import { serve } from '../serve.js';

/** Starts Debian's Chromium (or CHROMIUM), headless. */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    // Root in a container has no user namespaces for Chromium's sandbox.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** Runs `body(browser, origin)` with Chromium started and js/ served; stops both after. */
export async function withChromium(body) {
  const server = await serve(0);
  const browser = await launchChromium();
  try {
    return await body(browser, `http://127.0.0.1:${server.address().port}`);
  } finally {
    await browser.close();
    server.close();
  }
}
