import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRequest, HttpResult, Language, RequestIdentity, ToastKind } from '@portal/domain';
import { HttpRequestFailure, ORDERS_EDIT_API_PATH, REQUEST_TIMEOUT_MS } from '@portal/domain';
import { translate } from '@portal/i18n';
import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosHttpClientOptions } from './axios-http-client';
import { AxiosHttpClient } from './axios-http-client';
import { testNotifier } from './testing';

// A real HTTP server on 127.0.0.1: the reply is named by the last path segment, so the same reply
// can sit under /en, /zh or the orders-edit route.
interface Seen {
  readonly method: string;
  readonly pathname: string;
  readonly query: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe, 0x80]);
const envelope = (fields: Record<string, unknown>) => ({
  code: '500',
  ask: false,
  msg: '',
  alert: '',
  data: null,
  ...fields,
});

const json =
  (body: unknown, status = 200) =>
  (res: ServerResponse) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
const bytes = (contentType: string, disposition?: string) => (res: ServerResponse) => {
  res.writeHead(200, {
    'Content-Type': contentType,
    ...(disposition ? { 'Content-Disposition': disposition } : {}),
  });
  res.end(BYTES);
};

const replies: Record<string, (res: ServerResponse) => void> = {
  ok: json(envelope({ code: '200', ask: true, msg: 'Saved', data: { id: 7 } })),
  'ok-list': json(envelope({ code: '200', ask: true, msg: ['One', '', 'Two'] })),
  'ok-by-code': json(envelope({ code: '200', ask: false, msg: 'By code' })),
  'ok-by-ask': json(envelope({ code: '0', ask: 1, msg: 'By ask' })),
  'numeric-code': json(envelope({ code: 200, ask: false, msg: 'Numeric code' })),
  fail: json(envelope({ msg: ['Bad sku', 'Bad qty'] })),
  'fail-single': json(envelope({ msg: 'Bad sku' })),
  'fail-silent': json(envelope({ msg: '' })),
  alert: json(envelope({ msg: 'Never shown', alert: 'yes', data: { direct: true } })),
  html: (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html>gateway</html>');
  },
  'http-500': json(envelope({ msg: 'Server exploded' }), 500),
  'http-429': (res) => {
    res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '30' });
    res.end(
      JSON.stringify(
        envelope({ code: '429', msg: 'Too many attempts, please try again in 30 seconds' }),
      ),
    );
  },
  'http-429-zh': json(envelope({ code: '429', msg: '尝试次数过多，请 30 秒后再试' }), 429),
  'http-400-issues': json(
    envelope({
      code: '400',
      msg: ['SKU is taken'],
      data: { issues: [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN' }] },
    }),
    400,
  ),
  'http-502-page': (res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html>bad gateway</html>');
  },
  'http-503-blank': json(envelope({ code: '503', msg: '' }), 503),
  xls: bytes('application/vnd.ms-excel'),
  xlsx: bytes(XLSX, "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx"),
  octet: bytes('application/octet-stream', 'attachment; filename="labels.pdf"'),
  csv: bytes('text/csv', 'attachment; filename=orders.csv'),
  never: () => {},
};

let server: Server;
let origin: string;
const seen: Seen[] = [];
const last = (): Seen => {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({
        method: req.method ?? '',
        pathname: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies[url.pathname.split('/').at(-1) ?? ''];
      if (reply) reply(res);
      else json({ unknown: url.pathname }, 404)(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let shown: [ToastKind, string, number][];
beforeEach(() => {
  shown = [];
  seen.length = 0;
});

function clientFor(
  identity: RequestIdentity = { language: 'en' },
  options: Partial<AxiosHttpClientOptions> = {},
  instance = axios.create(),
) {
  return new AxiosHttpClient(
    {
      hosts: {
        enApiHost: `${origin}/en`,
        zhApiHost: `${origin}/zh`,
        siteLanguages: { 'portal.example.cn': 'zh' },
      },
      identity: () => identity,
      notifier: testNotifier({ toast: (kind, text, ms) => void shown.push([kind, text, ms]) }),
      hostname: () => 'portal.example.com',
      ...options,
    },
    instance,
  );
}

const post = (path: string, body?: HttpRequest['body'], noAlert?: boolean): HttpRequest => ({
  method: 'POST',
  path,
  body,
  noAlert,
});
const get = (path: string, query?: HttpRequest['query'], noAlert?: boolean): HttpRequest => ({
  method: 'GET',
  path,
  query,
  noAlert,
});

async function failureOf(promise: Promise<unknown>): Promise<HttpRequestFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpRequestFailure);
  return error as HttpRequestFailure;
}

describe('headers', () => {
  it.each<[string, RequestIdentity, Record<string, string | undefined>]>([
    [
      'all three',
      { sessionId: 's-1', token: 't-1', language: 'zh' },
      { sessionid: 's-1', token: 't-1', language: 'zh' },
    ],
    ['none', {}, { sessionid: undefined, token: undefined, language: undefined }],
    ['token only', { token: 't-1' }, { sessionid: undefined, token: 't-1', language: undefined }],
    [
      'sessionId only',
      { sessionId: 's-1' },
      { sessionid: 's-1', token: undefined, language: undefined },
    ],
    [
      'language only',
      { language: 'en' },
      { sessionid: undefined, token: undefined, language: 'en' },
    ],
    [
      'blank values are absent',
      { sessionId: '', token: ' ', language: 'en' },
      { sessionid: undefined, token: undefined, language: 'en' },
    ],
  ])('%s', async (_name, identity, expected) => {
    await clientFor(identity).request(get('/ok'));
    const { sessionid, token, language } = last().headers;
    expect({ sessionid, token, language }).toEqual(expected);
  });

  it('reads the identity afresh for every request (login and language toggle take effect at once)', async () => {
    let identity: RequestIdentity = {};
    const client = clientFor(undefined, { identity: () => identity });
    await client.request(get('/ok'));
    expect(last().headers.token).toBeUndefined();
    identity = { token: 't-2', sessionId: 's-2', language: 'zh' };
    await client.request(get('/ok'));
    expect(last().headers).toMatchObject({ token: 't-2', sessionid: 's-2', language: 'zh' });
  });
});

describe('form encoding', () => {
  it('sends a POST body as form fields, lists by index and objects by key', async () => {
    await clientFor().request(
      post('/ok', {
        username: 'ann lee',
        ids: [5, 6],
        to: { city: 'São Paulo' },
        note: null,
        skip: undefined,
        ok: true,
      }),
    );
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe(
      'username=ann+lee&ids%5B0%5D=5&ids%5B1%5D=6&to%5Bcity%5D=S%C3%A3o+Paulo&note=&ok=true',
    );
    expect([...new URLSearchParams(request.body)]).toEqual([
      ['username', 'ann lee'],
      ['ids[0]', '5'],
      ['ids[1]', '6'],
      ['to[city]', 'São Paulo'],
      ['note', ''],
      ['ok', 'true'],
    ]);
  });

  it('sends a GET query form-encoded the same way, with no body', async () => {
    await clientFor().request(
      get('/ok', { page: 1, page_size: 20, q: 'a b&c=d', ids: ['x', 'y'], name: '订单' }),
    );
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.body).toBe('');
    expect([...new URLSearchParams(request.query)]).toEqual([
      ['page', '1'],
      ['page_size', '20'],
      ['q', 'a b&c=d'],
      ['ids[0]', 'x'],
      ['ids[1]', 'y'],
      ['name', '订单'],
    ]);
  });

  it('sends a POST with query params and no body (as get-sku does) with the query in the URL', async () => {
    await clientFor().request({ method: 'POST', path: '/ok', query: { sku: 'A-1' } });
    expect(last()).toMatchObject({ method: 'POST', query: 'sku=A-1', body: '' });
  });
});

describe('files (multipart)', () => {
  it('sends a POST with files as multipart, fields and identity headers included', async () => {
    const file = new File(['a,b\n1,2'], 'products.csv', { type: 'text/csv' });
    const answer = await clientFor({ language: 'en', token: 'T1' }).request({
      method: 'POST',
      path: '/ok',
      body: { note: 'first' },
      files: { file },
      noAlert: true,
    });
    expect(answer.kind).toBe('envelope');
    const request = last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers['token']).toBe('T1');
    expect(request.body).toContain('name="note"\r\n\r\nfirst');
    expect(request.body).toContain('name="file"; filename="products.csv"');
    expect(request.body).toContain('a,b\n1,2');
  });

  it('applies the envelope rule to an upload too: a refusal rejects with its body', async () => {
    const failure = await failureOf(
      clientFor().request({
        method: 'POST',
        path: '/fail-single',
        files: { file: new Blob(['x']) },
        noAlert: true,
      }),
    );
    expect(failure.reason).toBe('body');
    expect(failure.message).toBe('Bad sku');
    expect(shown).toEqual([]);
  });
});

describe('timeout', () => {
  it('defaults to 300000 ms', async () => {
    const instance = axios.create();
    const timeouts: (number | undefined)[] = [];
    instance.interceptors.request.use((config) => {
      timeouts.push(config.timeout);
      return config;
    });
    await clientFor(undefined, {}, instance).request(get('/ok'));
    expect(REQUEST_TIMEOUT_MS).toBe(300000);
    expect(timeouts).toEqual([300000]);
  });

  it('rejects a POST that gets no answer in time, with its message as an error toast', async () => {
    const failure = await failureOf(
      clientFor(undefined, { timeoutMs: 200 }).request(post('/never')),
    );
    expect(failure.reason).toBe('network');
    expect(failure.message).toMatch(/timeout/i);
    expect(failure.status).toBeUndefined();
    expect(shown).toEqual([['error', failure.message, 5000]]);
  });

  it('rejects a GET that gets no answer in time, quietly', async () => {
    const failure = await failureOf(
      clientFor(undefined, { timeoutMs: 200 }).request(get('/never')),
    );
    expect(failure.reason).toBe('network');
    expect(shown).toEqual([]);
  });
});

describe('success', () => {
  it('resolves a successful POST with the envelope and shows msg as a 5 s success toast', async () => {
    const result = await clientFor().request<{ id: number }>(post('/ok'));
    expect(result).toEqual({
      kind: 'envelope',
      envelope: { code: '200', ask: true, msg: 'Saved', alert: '', data: { id: 7 } },
    });
    expect(shown).toEqual([['success', 'Saved', 5000]]);
  });

  it('shows every non-blank entry of a msg list', async () => {
    await clientFor().request(post('/ok-list'));
    expect(shown).toEqual([
      ['success', 'One', 5000],
      ['success', 'Two', 5000],
    ]);
  });

  it.each([
    ['/ok-by-code', 'By code'],
    ['/ok-by-ask', 'By ask'],
  ])('%s counts as success', async (path, text) => {
    const result = await clientFor().request(post(path));
    expect(result.kind).toBe('envelope');
    expect(shown).toEqual([['success', text, 5000]]);
  });

  it('keeps a POST whose payload carries showMessage quiet, and still sends the flag', async () => {
    await clientFor().request(post('/ok', { showMessage: 1 }));
    expect(shown).toEqual([]);
    expect(last().body).toBe('showMessage=1');
  });

  it('keeps a POST flagged noAlert quiet', async () => {
    await clientFor().request(post('/ok', {}, true));
    expect(shown).toEqual([]);
  });

  it('keeps a successful GET quiet', async () => {
    const result = await clientFor().request(get('/ok'));
    expect(result.kind).toBe('envelope');
    expect(shown).toEqual([]);
  });
});

describe('non-success body', () => {
  it('rejects with the body and shows each msg as a 5 s error toast', async () => {
    const failure = await failureOf(clientFor().request(post('/fail')));
    expect(failure.reason).toBe('body');
    expect(failure.body).toEqual(envelope({ msg: ['Bad sku', 'Bad qty'] }));
    expect(failure.status).toBe(200);
    expect(failure.message).toBe('Bad sku\nBad qty');
    expect(shown).toEqual([
      ['error', 'Bad sku', 5000],
      ['error', 'Bad qty', 5000],
    ]);
  });

  it('treats the number 200 as no success code', async () => {
    const failure = await failureOf(clientFor().request(post('/numeric-code')));
    expect(failure.reason).toBe('body');
    expect(shown).toEqual([['error', 'Numeric code', 5000]]);
  });

  it.each<[Language, string]>([
    ['en', translate('en', 'REQUEST.FAILED')],
    ['zh', translate('zh', 'REQUEST.FAILED')],
  ])('falls back to REQUEST.FAILED in %s when the body has no text', async (language, text) => {
    expect(text).not.toBe('REQUEST.FAILED');
    const failure = await failureOf(clientFor({ language }).request(post('/fail-silent')));
    expect(failure.message).toBe(text);
    expect(shown).toEqual([['error', text, 5000]]);
  });

  it('rejects a body that is no envelope (a proxy page) with the body', async () => {
    const failure = await failureOf(clientFor().request(post('/html')));
    expect(failure.body).toBe('<html>gateway</html>');
    expect(shown).toEqual([['error', translate('en', 'REQUEST.FAILED'), 5000]]);
  });

  it('shows errors even when the payload carries showMessage', async () => {
    await failureOf(clientFor().request(post('/fail-single', { showMessage: true })));
    expect(shown).toEqual([['error', 'Bad sku', 5000]]);
  });

  it('rejects quietly when flagged noAlert', async () => {
    const failure = await failureOf(clientFor().request(post('/fail', {}, true)));
    expect(failure.reason).toBe('body');
    expect(shown).toEqual([]);
  });

  it('rejects a failing GET quietly', async () => {
    const failure = await failureOf(clientFor().request(get('/fail')));
    expect(failure.body).toEqual(envelope({ msg: ['Bad sku', 'Bad qty'] }));
    expect(shown).toEqual([]);
  });
});

describe('network and HTTP errors', () => {
  it.each([
    ['/http-500', 500, 'Server exploded'],
    ['/http-429', 429, 'Too many attempts, please try again in 30 seconds'],
    ['/http-429-zh', 429, '尝试次数过多，请 30 秒后再试'],
  ])(
    '%s: an HTTP error status that carries the envelope shows its msg, not axios text',
    async (path, status, text) => {
      const failure = await failureOf(clientFor().request(post(path)));
      expect(failure).toMatchObject({ reason: 'body', status, message: text });
      expect(failure.message).not.toMatch(/Request failed with status code/);
      expect(shown).toEqual([['error', text, 5000]]);
    },
  );

  it('hands the refused body on, so a form can show each issue beside its field', async () => {
    const failure = await failureOf(clientFor().request(post('/http-400-issues')));
    expect(failure).toMatchObject({ reason: 'body', status: 400, message: 'SKU is taken' });
    expect(failure.body).toMatchObject({ data: { issues: [{ field: 'sku' }] } });
  });

  it.each([
    ['/http-502-page', 502],
    ['/http-503-blank', 503],
  ])('%s: an HTTP error without envelope text keeps the network failure', async (path, status) => {
    const failure = await failureOf(clientFor().request(post(path)));
    expect(failure).toMatchObject({ reason: 'network', status });
    expect(shown).toEqual([['error', failure.message, 5000]]);
  });

  it('rejects a refused connection with its message as an error toast', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const client = clientFor(undefined, {
      hosts: { enApiHost: deadOrigin, zhApiHost: deadOrigin },
    });
    const failure = await failureOf(client.request(post('/ok')));
    expect(failure.reason).toBe('network');
    expect(failure.message).not.toBe('');
    expect(shown).toEqual([['error', failure.message, 5000]]);
  });

  it('rejects an HTTP error on a GET quietly', async () => {
    const failure = await failureOf(clientFor().request(get('/http-500')));
    expect(failure.status).toBe(500);
    expect(shown).toEqual([]);
  });
});

describe('the orders-edit path', () => {
  const path = (reply: string) => `${ORDERS_EDIT_API_PATH}/42/${reply}`;

  it('shows the error toasts of a GET there', async () => {
    await failureOf(clientFor().request(get(path('fail-single'))));
    expect(shown).toEqual([['error', 'Bad sku', 5000]]);
  });

  it('shows the server text of a failed GET there', async () => {
    await failureOf(clientFor().request(get(path('http-500'))));
    expect(shown).toEqual([['error', 'Server exploded', 5000]]);
  });

  it('keeps a successful GET there quiet (success toasts are for POST)', async () => {
    await clientFor().request(get(path('ok')));
    expect(shown).toEqual([]);
  });

  it('keeps a POST there quiet, success or failure', async () => {
    await clientFor().request(post(path('ok')));
    await failureOf(clientFor().request(post(path('fail'))));
    expect(shown).toEqual([]);
  });
});

describe('alert short-circuit', () => {
  it.each([
    ['POST', post('/alert')],
    ['GET', get('/alert')],
  ] as const)(
    'a %s resolves with data directly, ignoring ask and msg, and never toasts',
    async (_m, request) => {
      const result = await clientFor().request<{ direct: boolean }>(request);
      expect(result).toEqual({ kind: 'alert', data: { direct: true } });
      expect(shown).toEqual([]);
    },
  );
});

describe('whole responses', () => {
  const wholeBytes = (result: HttpResult) => {
    if (result.kind !== 'whole') throw new Error(`expected a whole response, got ${result.kind}`);
    return result;
  };

  it.each([
    ['/xls', 'application/vnd.ms-excel', undefined],
    ['/xlsx', XLSX, '订单.xlsx'],
    ['/octet', 'application/octet-stream', 'labels.pdf'],
    ['/csv', 'text/csv', 'orders.csv'],
  ])(
    '%s asked as a download comes back whole and byte for byte',
    async (path, contentType, fileName) => {
      const result = wholeBytes(
        await clientFor().request({ ...post(path), responseType: 'arraybuffer' }),
      );
      expect(result.contentType).toBe(contentType);
      expect(result.fileName).toBe(fileName);
      expect(Buffer.from(result.body as ArrayBuffer).equals(BYTES)).toBe(true);
      expect(shown).toEqual([]);
    },
  );

  it.each(['/xls', '/xlsx', '/octet'])(
    '%s comes back whole by its content type even when not asked as a download',
    async (path) => {
      const result = await clientFor().request(post(path));
      expect(result.kind).toBe('whole');
      expect(shown).toEqual([]);
    },
  );

  it('a JSON envelope asked as a download is returned whole too, unread', async () => {
    const result = wholeBytes(
      await clientFor().request({ ...post('/fail'), responseType: 'arraybuffer' }),
    );
    expect(JSON.parse(Buffer.from(result.body as ArrayBuffer).toString('utf8'))).toMatchObject({
      msg: ['Bad sku', 'Bad qty'],
    });
    expect(shown).toEqual([]);
  });
});

describe('base URL', () => {
  it.each<[string, RequestIdentity, string, string]>([
    ['English', { language: 'en' }, 'portal.example.com', '/en/ok'],
    ['Chinese', { language: 'zh' }, 'portal.example.com', '/zh/ok'],
    ['no language (default en)', {}, 'portal.example.com', '/en/ok'],
    ['the Chinese site whatever the language', { language: 'en' }, 'portal.example.cn', '/zh/ok'],
  ])('%s', async (_name, identity, hostname, pathname) => {
    await clientFor(identity, { hostname: () => hostname }).request(get('/ok'));
    expect(last().pathname).toBe(pathname);
  });

  it('switches host on the next call after a language toggle', async () => {
    let language: Language = 'en';
    const client = clientFor(undefined, { identity: () => ({ language }) });
    await client.request(get('/ok'));
    language = 'zh';
    await client.request(get('/ok'));
    expect(seen.map((s) => s.pathname)).toEqual(['/en/ok', '/zh/ok']);
  });
});
