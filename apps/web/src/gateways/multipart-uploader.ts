import type { ResponseOf, RouteSpec } from '@portal/contract/routes';
import type { RequestIdentity } from '@portal/domain';
import {
  chooseApiBaseUrl,
  DEFAULT_LANGUAGE,
  HttpRequestFailure,
  requestIdentityHeaders,
} from '@portal/domain';
import { inject, injectable } from 'inversify';
import type { WebConfig } from '../config';
import { TOKENS } from '../di-tokens';

/**
 * Sends one file (multipart field `file`) to an endpoint of the contract. The shared HttpClient
 * speaks form-urlencoded only, so uploads (licence, product images, certificates, the batch
 * product spreadsheet) go through fetch here, with the same identity headers and API host.
 */
export interface MultipartUploader {
  upload<R extends RouteSpec>(route: R, file: File): Promise<ResponseOf<R>>;
}

@injectable()
export class FetchMultipartUploader implements MultipartUploader {
  constructor(
    @inject(TOKENS.Config) private readonly config: WebConfig,
    @inject(TOKENS.RequestIdentity) private readonly identity: () => RequestIdentity,
  ) {}

  async upload<R extends RouteSpec>(route: R, file: File): Promise<ResponseOf<R>> {
    const form = new FormData();
    form.append('file', file);
    const identity = this.identity();
    const base = chooseApiBaseUrl(this.config.apiHosts, {
      language: identity.language ?? DEFAULT_LANGUAGE,
      hostname: location.hostname,
    });
    const response = await fetch(`${base}${route.path}`, {
      method: 'POST',
      body: form,
      headers: requestIdentityHeaders(identity),
    });
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; ask?: unknown; msg?: unknown; data?: ResponseOf<R> } | undefined;
    if (!response.ok || body === undefined || (body.code !== '200' && !body.ask)) {
      const text = Array.isArray(body?.msg) ? body.msg.join('\n') : String(body?.msg ?? '');
      throw new HttpRequestFailure('body', text || response.statusText, {
        body,
        status: response.status,
      });
    }
    return body.data as ResponseOf<R>;
  }
}
