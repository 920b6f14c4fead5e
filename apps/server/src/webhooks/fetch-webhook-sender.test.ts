import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../test-support/webhook-receiver';
import { fetchWebhookSender } from './fetch-webhook-sender';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const request = (url: string) => ({ url, headers: { 'x-test': '1' }, body: '{"a":1}' });

describe('the fetch webhook sender (ADR 0051)', () => {
  it('posts the body with its headers and answers the status', async () => {
    receiver.answer = 202;
    const sender = fetchWebhookSender({ timeoutMs: 5_000, allowPrivate: true });
    expect(await sender.send(request(receiver.url))).toEqual({ kind: 'answered', status: 202 });
    const last = receiver.received.at(-1);
    expect(last?.body).toBe('{"a":1}');
    expect(last?.headers['x-test']).toBe('1');
    expect(last?.headers['content-type']).toBe('application/json');
  });

  it('refuses private addresses in production, literal or behind a name, before connecting', async () => {
    const before = receiver.received.length;
    const sender = fetchWebhookSender({
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
    const sender = fetchWebhookSender({ timeoutMs: 200, allowPrivate: true });
    expect(await sender.send(request(receiver.url))).toEqual({ kind: 'failed', error: 'timeout' });
    receiver.answer = 200;
    const closed = await sender.send(request('http://127.0.0.1:1/hook'));
    expect(closed.kind).toBe('failed');
  });
});
