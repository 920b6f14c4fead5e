import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '@portal/domain';
import type { WebhookAnswer, WebhookRequest, WebhookSender } from './webhook-sender';

export interface FetchSenderOptions {
  readonly timeoutMs: number;
  /** Development and tests only: lets deliveries reach loopback and private addresses (ADR 0051). */
  readonly allowPrivate: boolean;
  /** Replaced by tests of the address check; the system resolver otherwise. */
  readonly resolve?: (host: string) => Promise<readonly string[]>;
}

const systemResolve = async (host: string): Promise<readonly string[]> =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Sends with the platform's fetch. Before each delivery the host's addresses are resolved and a
 * private one refused unless allowed, so a name that points inside later is caught at send time;
 * redirects are not followed (a 3xx is an answer, not delivered), so a redirect cannot lead inside.
 */
export function fetchWebhookSender(options: FetchSenderOptions): WebhookSender {
  const resolve = options.resolve ?? systemResolve;
  return {
    async send(request: WebhookRequest): Promise<WebhookAnswer> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return { kind: 'failed', error: 'invalid URL' };
      }
      if (!options.allowPrivate) {
        const host = url.hostname.replace(/^\[|\]$/g, '');
        let addresses: readonly string[];
        try {
          addresses = isIP(host) === 0 ? await resolve(host) : [host];
        } catch {
          return { kind: 'failed', error: `cannot resolve ${host}` };
        }
        if (addresses.length === 0 || addresses.some(isPrivateAddress))
          return { kind: 'failed', error: 'refused: private address' };
      }
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // the body is not read beyond what is needed to free the connection
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'answered', status: response.status };
      } catch (error) {
        return { kind: 'failed', error: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message };
      }
    },
  };
}
