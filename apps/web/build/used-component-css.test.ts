// @vitest-environment node
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepUsedRules } from './first-paint-css';
import { libraryComponents, libraryModules, libraryWords, usedContent } from './used-component-css';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const fomantic = (name: string) =>
  readFileSync(require.resolve(`fomantic-ui-css/components/${name}.min.css`), 'utf8');
const library = (path: string) =>
  readFileSync(
    require.resolve(`semantic-ui-react/dist/es/${path}`, {
      paths: [require.resolve('semantic-ui-react/package.json')],
    }),
    'utf8',
  );
/** The rules of a stylesheet, as selector lists. */
const selectors = (css: string) => new Set(css.match(/[^{}]+(?=\{)/g) ?? []);

describe('the components the app imports', () => {
  it.each([
    ["import { Button } from 'semantic-ui-react';", ['Button']],
    ["import {\n  Button,\n  Table,\n} from 'semantic-ui-react';", ['Button', 'Table']],
    [
      "import { Dropdown as Select, type StrictButtonProps } from 'semantic-ui-react';",
      ['Dropdown'],
    ],
    ["import type { ButtonProps } from 'semantic-ui-react';", []],
    ["import { Button } from './Button';", []],
  ])('%j names %j', (source, names) => {
    expect(libraryComponents(source)).toEqual(names);
  });

  it("follows a component's own imports, but not the library's list of every colour and icon", async () => {
    const files = await libraryModules(root, ['Button']);
    const names = files.map((file) => file.replace(/.*dist[\\/]es[\\/]/, ''));
    expect(names).toContain('elements/Button/Button.js');
    expect(names).toContain('elements/Icon/Icon.js');
    expect(names).toContain('elements/Label/Label.js');
    expect(names.some((name) => name.endsWith('SUI.js'))).toBe(false);
    await expect(libraryModules(root, ['NoSuchThing'])).rejects.toThrow(/NoSuchThing/);
  });
});

describe("a library module's words", () => {
  it('keeps the classes it always draws and drops those a prop of the same name adds', () => {
    const words = libraryWords(library('collections/Table/Table.js')).split(' ');
    expect(words).toEqual(expect.arrayContaining(['ui', 'table', 'th', 'single', 'line']));
    // <Table celled> writes "celled" in the app's source; the library's own copy keeps nothing
    for (const prop of ['celled', 'inverted', 'selectable', 'striped'])
      expect(words, prop).not.toContain(prop);
  });

  it("keeps a class its state adds (a modal too tall scrolls) and one it passes on (a pagination's menu)", () => {
    expect(libraryWords(library('modules/Modal/Modal.js')).split(' ')).toContain('scrolling');
    expect(libraryWords(library('addons/Pagination/Pagination.js')).split(' ')).toContain(
      'pagination',
    );
  });

  it('leaves out comments and type checks', () => {
    const source = [
      '/** A table can be inverted. */',
      'function T(props) { var inverted = props.inverted;',
      "  return cx('ui', useKeyOnly(inverted, 'inverted'), 'table'); }",
      'T.handledProps = ["as", "inverted"];',
      'T.propTypes = process.env.NODE_ENV !== "production" ? {',
      '  inverted: PropTypes.bool',
      '} : {};',
    ].join('\n');
    expect(libraryWords(source)).toBe('ui table');
  });
});

describe("the app's stylesheets, trimmed to what it draws", () => {
  it('keeps the glyph of every icon the app names and drops the icons it never names', async () => {
    const content = await usedContent({ root, sources: ['src'] });
    const kept = selectors(await keepUsedRules(fomantic('icon'), content));
    const named = new Set<string>();
    for (const text of content)
      for (const match of text.matchAll(/<Icon name="([a-z ]+)"/g)) named.add(match[1] ?? '');
    expect(named.size).toBeGreaterThan(20);
    for (const name of named) {
      const rule = `i.icon.${name.split(' ').join('.')}::before`;
      expect(
        [...kept].some((selector) => selector.split(',').includes(rule)),
        rule,
      ).toBe(true);
    }
    for (const unused of ['snowflake', 'chess', 'gamepad'])
      expect(
        [...kept].some((selector) => selector.includes(`.${unused}::`)),
        unused,
      ).toBe(false);
  });

  it('keeps more rules for more words, never fewer (the login keeps a part of what the screens keep)', async () => {
    const css = fomantic('label');
    const words = ['ui', 'label', 'basic', 'red', 'tag', 'circular', 'mini', 'pointing', 'image'];
    await fc.assert(
      fc.asyncProperty(fc.subarray(words), fc.subarray(words), async (some, more) => {
        const fewer = selectors(await keepUsedRules(css, [some.join(' ')]));
        const wider = selectors(await keepUsedRules(css, [[...some, ...more].join(' ')]));
        for (const selector of fewer) expect(wider.has(selector), selector).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
