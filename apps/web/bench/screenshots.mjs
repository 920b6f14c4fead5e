// Screenshots for docs/guide/, taken in Debian's Chromium against the real server (fresh data)
// serving apps/web/dist. Each module in shots/areas shoots one area of the guide in both
// languages; `node bench/screenshots.mjs orders settings` shoots only the areas named.
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { GUIDE_DIR, startServer } from './shots/harness.mjs';

const areasDir = join(dirname(fileURLToPath(import.meta.url)), 'shots', 'areas');
const wanted = process.argv.slice(2);
const areas = readdirSync(areasDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .filter((area) => wanted.length === 0 || wanted.includes(area))
  .sort();

async function main() {
  const stopServer = await startServer();
  try {
    mkdirSync(GUIDE_DIR, { recursive: true });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    for (const area of areas) {
      const { default: shootArea } = await import(
        pathToFileURL(join(areasDir, `${area}.mjs`)).href
      );
      for (const language of ['en', 'zh']) await shootArea(browser, language);
    }
    await browser.close();
  } finally {
    stopServer();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  },
);
