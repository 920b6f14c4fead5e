// The worker threads' entry when the server runs from its TypeScript sources (tsx, vitest): on
// Node 20 a new thread does not get the parent's module loader (`--import tsx` in its execArgv is
// not applied to it), so this plain module loads the TypeScript worker through tsx's own API.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./sheet-worker.ts', import.meta.url);

export default worker.default;
