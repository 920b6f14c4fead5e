// The Web Worker that reads and checks an order file off the main thread (issue 13): the page
// stays responsive while 2,000 rows go through the domain's rules. Comlink turns the call and its
// progress callback into messages.
import { expose } from 'comlink';
import { checkOrderFile } from './check-file';

export type CheckWorkerApi = { readonly checkOrderFile: typeof checkOrderFile };

expose({ checkOrderFile } satisfies CheckWorkerApi);
