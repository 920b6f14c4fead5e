import { INSIDE_URLS } from '@portal/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../test-support/webhook-receiver';
import { httpWebhookSender } from './http-webhook-sender';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const request = (url: string) => ({ url, headers: { 'x-test': '1' }, body: '{"a":1}' });

describe('the HTTP webhook sender (ADR 0051, 0063)', () => {
  it('posts the body with its headers and answers the status', async () => {
    receiver.answer = 202;
    const sender = httpWebhookSender({ timeoutMs: 5_000, allowPrivate: true });
    expect(await sender.send(request(receiver.url))).toEqual({ kind: 'answered', status: 202 });
    const last = receiver.received.at(-1);
    expect(last?.body).toBe('{"a":1}');
    expect(last?.headers['x-test']).toBe('1');
    expect(last?.headers['content-type']).toBe('application/json');
  });

  it('refuses private addresses in production, literal or behind a name, before connecting', async () => {
    const before = receiver.received.length;
    const sender = httpWebhookSender({
      timeoutMs: 5_000,
      allowPrivate: false,
      resolve: (host) =>
        Promise.resolve(host === 'inside.example' ? ['10.0.0.7'] : ['93.184.215.14']),
    });
    expect(await sender.send(request(receiver.url))).toEqual({
      kind: 'failed',
      error: 'refused: private address',
    });
    expect(await sender.send(request('https://inside.example/hook'))).toEqual({
      kind: 'failed',
      error: 'refused: private address',
    });
    expect(await sender.send(request('https://169.254.169.254/latest/meta-data'))).toEqual({
      kind: 'failed',
      error: 'refused: private address',
    });
    expect(receiver.received.length).toBe(before);
  });

  it('reports a receiver that does not answer in time, and an unreachable one', async () => {
    receiver.answer = 'hang';
    const sender = httpWebhookSender({ timeoutMs: 200, allowPrivate: true });
    expect(await sender.send(request(receiver.url))).toEqual({ kind: 'failed', error: 'timeout' });
    receiver.answer = 200;
    const closed = await sender.send(request('http://127.0.0.1:1/hook'));
    expect(closed.kind).toBe('failed');
  });
});

describe('the address check at send time (ADR 0063)', () => {
  /** A resolver that answers for names as a hostile DNS might, and counts its questions. */
  const dns = (answers: Readonly<Record<string, readonly string[]>>) => {
    const asked: string[] = [];
    return {
      asked,
      resolve: (host: string) => {
        asked.push(host);
        return Promise.resolve(answers[host] ?? ['127.0.0.1']);
      },
    };
  };

  it.each(INSIDE_URLS.map((url) => [url]))('refuses %s before connecting', async (url) => {
    const before = receiver.received.length;
    const sender = httpWebhookSender({ timeoutMs: 2_000, allowPrivate: false, ...dns({}) });
    expect(await sender.send(request(url))).toEqual({
      kind: 'failed',
      error: 'refused: private address',
    });
    expect(await sender.checkUrl(url)).toBe('private');
    expect(receiver.received.length).toBe(before);
  });

  it.each([
    ['NAT64', '64:ff9b::7f00:1'],
    ['local-use NAT64', '64:ff9b:1::a9fe:a9fe'],
    ['6to4', '2002:7f00:1::1'],
    ['IPv4-compatible', '::7f00:1'],
    ['site-local', 'fec0::1'],
    ['benchmarking', '198.18.0.1'],
    ['IETF protocol assignments', '192.0.0.170'],
    ['TEST-NET-1', '192.0.2.1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv4-mapped', '::ffff:169.254.169.254'],
  ])('refuses a name the DNS points at a %s address (%s)', async (_, address) => {
    const { resolve } = dns({ 'hooks.example.com': ['93.184.215.14', address] });
    const sender = httpWebhookSender({ timeoutMs: 2_000, allowPrivate: false, resolve });
    expect(await sender.send(request('https://hooks.example.com/hook'))).toEqual({
      kind: 'failed',
      error: 'refused: private address',
    });
    expect(await sender.checkUrl('https://hooks.example.com/hook')).toBe('private');
  });

  it('resolves once per delivery, in the connection itself, so what it judged is what it dials', async () => {
    const { asked, resolve } = dns({ 'rebind.example': ['10.0.0.1'] });
    const sender = httpWebhookSender({ timeoutMs: 2_000, allowPrivate: false, resolve });
    await sender.send(request('https://rebind.example/hook'));
    expect(asked).toEqual(['rebind.example']);
  });

  it('accepts a public name at registration, and one that does not resolve yet', async () => {
    const sender = httpWebhookSender({
      timeoutMs: 2_000,
      allowPrivate: false,
      resolve: (host) =>
        host === 'later.example'
          ? Promise.reject(new Error('ENOTFOUND'))
          : Promise.resolve(['93.184.215.14']),
    });
    expect(await sender.checkUrl('https://hooks.example.com/hook')).toBeUndefined();
    expect(await sender.checkUrl('https://later.example/hook')).toBeUndefined();
    expect(await sender.send(request('https://later.example/hook'))).toEqual({
      kind: 'failed',
      error: 'cannot resolve later.example',
    });
  });
});
