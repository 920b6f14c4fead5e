import { sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite's assetsDir: every file in it carries a hash of its content in its name. */
const HASHED_DIR = `${sep}assets${sep}`;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/**
 * How the built web app is served. A hashed file never changes under its name, so the browser
 * keeps it for a year without asking again; index.html and the unhashed public files change
 * under the same name with each build, so the browser revalidates them every time (ETag, 304).
 * The web build writes a .br and a .gz beside each text file once (apps/web/build/precompress.ts):
 * @fastify/static sends the best one the browser accepts, with Content-Encoding and
 * `Vary: accept-encoding`, and no CPU is spent compressing per request.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(HASHED_DIR) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  };
}
