import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { bareHost, isPrivateAddress } from '@portal/domain';
import type { WebhookAnswer, WebhookRequest, WebhookSender } from './webhook-sender';

export interface HttpSenderOptions {
  readonly timeoutMs: number;
  /** Development and tests only: lets deliveries reach loopback and private addresses (ADR 0051). */
  readonly allowPrivate: boolean;
  /** Replaced by tests of the address check; the system resolver otherwise. */
  readonly resolve?: (host: string) => Promise<readonly string[]>;
}

const systemResolve = async (host: string): Promise<readonly string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const REFUSED = 'refused: private address';

/** Why a connection was not opened: the address check refused every address, or none was found. */
class AddressRefused extends Error {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Sends with node:http(s). The host is read by the WHATWG URL parser (what registration checked),
 * and in production every connection resolves its name in its own `lookup`, judges the addresses
 * with the domain's `isPrivateAddress` and dials only those it judged (ADR 0063): no second
 * resolution can swap in an inside address between the check and the connection. An IP literal
 * is judged before the request (Node dials a literal without a lookup). Redirects are not
 * followed (a 3xx is an answer, not delivered), so a redirect cannot lead inside.
 */
export function httpWebhookSender(options: HttpSenderOptions): WebhookSender {
  const resolve = options.resolve ?? systemResolve;

  /** The host's addresses when all are public, else why not. */
  async function publicAddresses(host: string): Promise<readonly string[] | AddressRefused> {
    let addresses: readonly string[];
    try {
      addresses = isIP(host) === 0 ? await resolve(host) : [host];
    } catch {
      return new AddressRefused(`cannot resolve ${host}`);
    }
    if (addresses.length === 0) return new AddressRefused(`cannot resolve ${host}`);
    return addresses.some(isPrivateAddress) ? new AddressRefused(REFUSED) : addresses;
  }

  const guardedLookup = (host: string, opts: { all?: boolean }, callback: LookupCallback) => {
    void publicAddresses(host).then((found) => {
      if (found instanceof AddressRefused) return callback(found, opts.all ? [] : '', 4);
      const entries = found.map((address) => ({ address, family: isIP(address) }));
      if (opts.all) callback(null, entries);
      else callback(null, entries[0]!.address, entries[0]!.family);
    });
  };

  return {
    async checkUrl(text: string) {
      if (options.allowPrivate) return undefined;
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return undefined;
      }
      const found = await publicAddresses(bareHost(url.hostname));
      return found instanceof AddressRefused && found.message === REFUSED ? 'private' : undefined;
    },

    async send(request: WebhookRequest): Promise<WebhookAnswer> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return { kind: 'failed', error: 'invalid URL' };
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return { kind: 'failed', error: 'invalid URL' };
      const host = bareHost(url.hostname);
      if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
        return { kind: 'failed', error: REFUSED };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<WebhookAnswer>((settle) => {
        const outgoing = send(
          url,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(request.body),
              ...request.headers,
            },
            signal: AbortSignal.timeout(options.timeoutMs),
            ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
          },
          (response) => {
            // the body is not read: the status is the answer
            response.destroy();
            settle({ kind: 'answered', status: response.statusCode ?? 0 });
          },
        );
        outgoing.on('error', (error) => {
          settle({
            kind: 'failed',
            error:
              error instanceof AddressRefused
                ? error.message
                : error.name === 'AbortError'
                  ? 'timeout'
                  : error.message,
          });
        });
        outgoing.end(request.body);
      });
    },
  };
}
