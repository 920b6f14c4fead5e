// The operator CLI: `npm run ops -- <action> key=value ...` against the running server.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPERATOR_KEY_FILE } from '../operator-key';
import { parseCliArgs, usage } from './cli-args';

function operatorKey(): string | undefined {
  if (process.env['OPERATOR_KEY']) return process.env['OPERATOR_KEY'];
  const file = join(resolve(process.env['DATA_DIR'] ?? './data'), OPERATOR_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function run(): Promise<number> {
  const command = parseCliArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    if (command.error) process.stderr.write(`${command.error}\n\n`);
    process.stdout.write(`${usage()}\n`);
    return command.error ? 2 : 0;
  }
  const key = operatorKey();
  if (!key) {
    process.stderr.write(
      'No operator key: set OPERATOR_KEY, or DATA_DIR to the server data directory.\n',
    );
    return 2;
  }
  const base = process.env['OPS_URL'] ?? `http://127.0.0.1:${process.env['PORT'] ?? '8080'}`;
  const form = new URLSearchParams(command.fields).toString();
  const isGet = command.spec.method === 'GET';
  const response = await fetch(`${base}${command.spec.path}${isGet && form ? `?${form}` : ''}`, {
    method: command.spec.method,
    headers: {
      'x-operator-key': key,
      language: process.env['LANGUAGE_HEADER'] ?? 'en',
      ...(isGet ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(isGet ? {} : { body: form }),
  });
  const body = (await response.json()) as { code?: string };
  process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  return body.code === '200' ? 0 : 1;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`ops: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
