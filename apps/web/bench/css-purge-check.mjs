/* global document, getComputedStyle -- the functions given to page.evaluate run in the browser */
// Checks that the stylesheets the build trimmed (build/used-component-css.ts) draw every screen
// exactly as fomantic's whole stylesheets do: for each page below, logged in as the demo merchant
// against the real server serving apps/web/dist, it reads every element's computed style (and its
// ::before and ::after, where the icons' glyphs are), swaps the trimmed app-styles stylesheet for
// a whole one (built with PORTAL_WHOLE_CSS=1), reads them again and lists every difference.
// `node bench/css-purge-check.mjs` exits 1 when a page differs. A check, not a test: it needs a
// build and a browser (docs/adr/0058-component-css-the-app-uses.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BASE, startServer } from './shots/harness.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
// and states the first draw does not show: a modal over its dimmer, a folded sidebar, a menu open
const STATES = [
  {
    path: '/dashboard',
    name: 'the logout confirmation',
    open: async (page) => {
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    path: '/warehouse/product/list',
    name: 'the sidebar folded',
    open: async (page) => {
      const toggle = page.getByRole('button', { name: 'Show or hide the sidebar' });
      await toggle.click();
      await page
        .getByRole('button', { name: 'Show or hide the sidebar', expanded: false })
        .waitFor();
    },
  },
  {
    path: '/order/list',
    name: "the user's menu open",
    open: async (page) => {
      await page.getByRole('button', { name: 'Demo Trading Co.' }).click();
      await page.getByRole('region', { name: 'Account details' }).waitFor();
    },
  },
];
// the public screens but the login, which load the app's stylesheet too (nobody logged in)
const PUBLIC_PAGES = ['/register', '/forgetPassword', '/agreement'];
const PAGES = [
  '/dashboard',
  '/account/warehouse/activated',
  '/account/plan/log',
  '/account/setting',
  '/account/warehouse/recharge',
  '/warehouse/product/list',
  '/warehouse/product/create',
  '/warehouse/receiving/list',
  '/warehouse/receiving/create',
  '/warehouse/rma/list',
  '/warehouse/rma/create',
  '/warehouse/inventoryList/list',
  '/order/list',
  '/order/create',
  '/order/upload',
  '/overdueAmount',
  '/overdueProduct',
  '/message/index',
  '/setting/user/account',
  '/setting/user/addressManage',
  '/setting/user/changePassword',
  '/setting/preference/other',
  '/setting/subAccount/account',
  '/setting/subAccount/role',
  '/setting/developer/apiManage',
  '/help',
  '/tools',
];

/** Every element's computed style and its ::before and ::after, by its place in the document. */
const readStyles = () => {
  const out = {};
  const elements = document.querySelectorAll('body *');
  elements.forEach((element, index) => {
    const key = `${index}:${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo !== null && (style.content === 'none' || style.content === 'normal')) continue;
      const values = {};
      for (let i = 0; i < style.length; i += 1) {
        const name = style[i];
        values[name] = style.getPropertyValue(name);
      }
      out[`${key}${pseudo ?? ''}`] = values;
    }
  });
  return out;
};

// The app's stylesheet, named after the chunk that carries it (build/chunk-groups.ts), and the
// address the whole one is served at (the route below answers it)
const TRIMMED_CSS = String.raw`(^|/)kit-[^/]*\.css$`;
const WHOLE_CSS = 'whole-app-styles';

/**
 * Points the stylesheet link whose address matches `from` at `to`; resolves with its former
 * address once the new one has loaded.
 */
const swapStylesheet = ({ from, to }) =>
  new Promise((resolve, reject) => {
    const link = [...document.querySelectorAll('link[rel="stylesheet"]')].find((l) =>
      new RegExp(from).test(l.href),
    );
    if (link === undefined) return reject(new Error(`no stylesheet ${from} on this page`));
    const before = link.href;
    link.onload = () => resolve(before);
    link.onerror = () => reject(new Error(`${to} did not load`));
    link.href = to;
  });

function differences(trimmed, whole) {
  const found = [];
  for (const [key, values] of Object.entries(whole)) {
    const other = trimmed[key];
    if (other === undefined) {
      found.push(`${key}: drawn only with the whole stylesheet`);
      continue;
    }
    for (const [name, value] of Object.entries(values))
      if (other[name] !== value) found.push(`${key} ${name}: ${other[name]} (whole: ${value})`);
  }
  for (const key of Object.keys(trimmed))
    if (whole[key] === undefined) found.push(`${key}: drawn only with the trimmed stylesheet`);
  return found;
}

const wholeDist = mkdtempSync(join(tmpdir(), 'whole-css-'));
execFileSync('npx', ['vite', 'build', '--outDir', wholeDist, '--emptyOutDir'], {
  cwd: web,
  env: { ...process.env, PORTAL_WHOLE_CSS: '1' },
  stdio: 'ignore',
});
const wholeFile = readdirSync(join(wholeDist, 'assets')).find((f) =>
  new RegExp(TRIMMED_CSS).test(f),
);
// its fonts (the whole icon fonts) come from that build too, under their own address
let wholeCss = readFileSync(join(wholeDist, 'assets', wholeFile), 'utf8').replace(
  /url\((?:\/assets\/|\.\/)([^)]+\.woff2?)\)/g,
  'url(/whole-assets/$1)',
);

const stopServer = await startServer();
let failed = 0;
/** The report's lines: one per page or state, and its first differences. */
const report = [];
const say = (line) => {
  report.push(line);
  process.stdout.write(`${line}\n`);
};
/** Compares a tab as it is now under both stylesheets; leaves the whole one on. */
async function compare(tab, label) {
  // no transition half-way (a modal fading in, a button's colours after a click), and the
  // fonts the stylesheet names loaded (an icon drawn in a stand-in font has another width)
  const settled = async () => {
    await tab.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
    await tab.waitForFunction(() => document.getAnimations().length === 0);
  };
  await settled();
  const trimmed = await tab.evaluate(readStyles);
  // a new address each time: the browser's cache never answers for the route
  const trimmedHref = await tab.evaluate(swapStylesheet, {
    from: TRIMMED_CSS,
    to: `/assets/${WHOLE_CSS}.css?${Date.now()}`,
  });
  await settled();
  const whole = await tab.evaluate(readStyles);
  const found = differences(trimmed, whole);
  const boxes = Object.keys(trimmed).length;
  say(`- ${label}: ${boxes} boxes, ${found.length} differences`);
  for (const line of found.slice(0, 20)) say(`  - ${line}`);
  if (found.length > 0) failed += 1;
  return trimmedHref;
}

/** Opens a page and waits until it has drawn what it loaded (no spinner left). */
async function drawn(tab, path) {
  await tab.goto(`${BASE}${path}`);
  await tab.waitForLoadState('networkidle');
  await tab.waitForFunction(() => document.querySelector('.ui.active.loader') === null);
}

try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  // each page its own context: the visitor is not logged in
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  for (const tab of [visitor, page]) {
    await tab.route(`**/assets/${WHOLE_CSS}.css?*`, (route) =>
      route.fulfill({ contentType: 'text/css', body: wholeCss }),
    );
    await tab.route('**/whole-assets/*', (route) =>
      route.fulfill({
        path: join(wholeDist, 'assets', new URL(route.request().url()).pathname.split('/').pop()),
      }),
    );
  }
  for (const path of PUBLIC_PAGES) {
    await drawn(visitor, path);
    await compare(visitor, `${path} (nobody logged in)`);
  }
  await page.goto(`${BASE}/login`);
  await page.getByLabel('User ID').fill('demo');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const path of PAGES) {
    await drawn(page, path);
    await compare(page, path);
  }
  for (const state of STATES) {
    await drawn(page, state.path);
    await state.open(page);
    await compare(page, `${state.path}, ${state.name}`);
  }
  // the check can see a difference: one rule more in the whole stylesheet is one
  await drawn(page, '/dashboard');
  const trimmedHref = await compare(page, '/dashboard again');
  await page.evaluate(swapStylesheet, { from: WHOLE_CSS, to: trimmedHref });
  wholeCss += '\n.ui.button{letter-spacing:1px}';
  const before = failed;
  await compare(page, '/dashboard, a rule added to the whole stylesheet (must differ)');
  if (failed === before) throw new Error('the check saw no difference where there is one');
  failed -= 1;
  await browser.close();
} finally {
  stopServer();
  rmSync(wholeDist, { recursive: true, force: true });
}
const checked = PUBLIC_PAGES.length + PAGES.length + STATES.length + 1;
const summary = `${checked - failed} pages and states the same, ${failed} differ`;
process.stdout.write(`${summary}\n`);
const results = join(web, '..', '..', 'bench', 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, 'css-purge-check.md'),
  [
    '# The trimmed stylesheets draw every screen as the whole ones (issue 19, ADR 0058)',
    '',
    "Each element's computed style and its `::before`/`::after`, read with the trimmed stylesheet",
    'and its subset icon fonts, then with the whole ones (built with `PORTAL_WHOLE_CSS=1`), every',
    'font loaded and no transition running; the last line shows the check sees a one-rule change.',
    `Written by \`node apps/web/bench/css-purge-check.mjs\` on ${new Date().toISOString()}.`,
    '',
    ...report,
    '',
    `**${summary}.**`,
    '',
  ].join('\n'),
);
process.exit(failed === 0 ? 0 : 1);
