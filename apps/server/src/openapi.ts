import { tmpdir } from 'node:os';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectPglite } from './db/connect';
import { migrateToLatest } from './db/migrate';

/**
 * The OpenAPI document exactly as the running server publishes it at /docs/json (the app is built
 * on an empty in-memory database, migrated because the app's ready hook finishes unfinished order
 * imports, ADR 0065; no route runs).
 */
export async function generateOpenApi(): Promise<Record<string, unknown>> {
  const handle = await connectPglite('memory');
  await migrateToLatest(handle.db);
  const config = { ...loadConfig({}), dataDir: tmpdir(), webDist: '/nonexistent' };
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  await handle.db.destroy();
  return document;
}

export const serialiseOpenApi = (document: Record<string, unknown>): string =>
  `${JSON.stringify(document, null, 2)}\n`;
