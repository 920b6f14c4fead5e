import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; woff2, woff and pictures are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);

export interface PrecompressedFile {
  readonly file: string;
  readonly bytes: number;
  readonly brotli: number;
  readonly gzip: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return COMPRESSIBLE.has(extname(entry.name)) ? [path] : [];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file under
 * `dir`, each only when it is smaller than the file. Done once per build at the strongest
 * settings, which would cost far too much CPU per request; the server sends them as they are.
 */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  return filesUnder(dir).map((file) => {
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    return {
      file,
      bytes: content.length,
      brotli: Math.min(brotli.length, content.length),
      gzip: Math.min(gzip.length, content.length),
    };
  });
}

/** The Vite plugin: precompresses the finished build output (`vite build` only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
