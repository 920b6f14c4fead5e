#!/usr/bin/env node
// The `portal-check` command: the process around main (arguments, the disk, the exit status).
import { readFile } from 'node:fs/promises';
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), {
  readFile: (path) => readFile(path),
  write: (text) => process.stdout.write(text),
  writeError: (text) => process.stderr.write(text),
});
