import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';

export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A merchant's receiver on 127.0.0.1 for the webhook tests: it records every request and answers
 * the status the test sets (`hang` holds the request unanswered, as a receiver that died would).
 */
export async function startReceiver(): Promise<{
  readonly url: string;
  readonly received: Received[];
  answer: number | 'hang';
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const state = {
    url: '',
    received,
    answer: 200 as number | 'hang',
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (state.answer === 'hang') return;
      response.statusCode = state.answer;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `http://127.0.0.1:${port}/hook`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
