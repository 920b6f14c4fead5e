// The Web Worker that reads and checks an order file off the main thread (issue 13): the page
// stays responsive while 2,000 rows go through the domain's rules. Comlink turns the call and its
// progress callback into messages.
import { expose } from 'comlink';
import type { CheckSummary } from './check-file';
import { checkOrderFile, summaryOf } from './check-file';

/** The worker's one call: the file checked, its summary sent back to the page. */
const checkFile = async (...args: Parameters<typeof checkOrderFile>): Promise<CheckSummary> =>
  summaryOf(await checkOrderFile(...args));

export type CheckWorkerApi = { readonly checkFile: typeof checkFile };

expose({ checkFile } satisfies CheckWorkerApi);
