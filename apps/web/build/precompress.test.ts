// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const build = (files: Record<string, string | Buffer>) => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
};

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;

describe('precompressDirectory', () => {
  it.each([
    ['assets/index-Ab12Cd34.js', SCRIPT],
    ['assets/index-Ef56Gh78.css', `.ui.button{color:red}\n`.repeat(100)],
    ['index.html', `<!doctype html><div>${'<p>portal</p>'.repeat(100)}</div>`],
    ['provider/recharge.html', `<p>${'top up '.repeat(100)}</p>`],
    ['assets/logo-Zz99Yy88.svg', `<svg>${'<path d="M0 0h10v10"/>'.repeat(50)}</svg>`],
  ])('writes %s.br and .gz that unpack to the very file', (name, content) => {
    const out = build({ [name]: content });
    precompressDirectory(out);
    const file = join(out, name);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(content);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(content);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(content.length / 3);
  });

  it.each(['assets/icons-Aa1b.woff2', 'assets/Lato-Bold-Cc2d.woff', 'assets/photo-Dd3e.png'])(
    'leaves %s alone (already compressed)',
    (name) => {
      const out = build({ [name]: Buffer.alloc(4096, 7) });
      expect(precompressDirectory(out)).toEqual([]);
      expect(existsSync(join(out, `${name}.br`))).toBe(false);
      expect(existsSync(join(out, `${name}.gz`))).toBe(false);
    },
  );

  it('writes nothing that would be larger than the file itself', () => {
    const out = build({ 'a.js': '1' });
    const [report] = precompressDirectory(out);
    expect(existsSync(join(out, 'a.js.br'))).toBe(false);
    expect(existsSync(join(out, 'a.js.gz'))).toBe(false);
    expect(report).toMatchObject({ bytes: 1, brotli: 1, gzip: 1 });
  });

  it('round-trips any text, and never reports more bytes than the file (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const out = build({ 'assets/x.js': text });
        const [report] = precompressDirectory(out);
        const file = join(out, 'assets/x.js');
        if (existsSync(`${file}.br`))
          expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(text);
        if (existsSync(`${file}.gz`))
          expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(text);
        expect(report?.brotli).toBeLessThanOrEqual(report?.bytes ?? 0);
        expect(report?.gzip).toBeLessThanOrEqual(report?.bytes ?? 0);
        rmSync(out, { recursive: true, force: true });
      }),
      { numRuns: 40 },
    );
  });
});
