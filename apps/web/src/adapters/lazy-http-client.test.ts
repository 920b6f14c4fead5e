import type { HttpClient, HttpRequest, HttpResult } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { LazyHttpClient } from './lazy-http-client';

const answer: HttpResult<string> = { kind: 'alert', data: 'ok' };
const request: HttpRequest = { method: 'GET', path: '/api/x' };
const client = (): HttpClient => ({ request: vi.fn(() => Promise.resolve(answer)) as never });

describe('LazyHttpClient', () => {
  it('loads the real client with the first request only, and passes every request to it', async () => {
    const real = client();
    const load = vi.fn(() => Promise.resolve(real));
    const lazy = new LazyHttpClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([lazy.request(request), lazy.request(request)])).resolves.toEqual([
      answer,
      answer,
    ]);
    await lazy.request(request);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.request).toHaveBeenCalledTimes(3);
    expect(real.request).toHaveBeenCalledWith(request);
  });

  it('fails the request when the client cannot be loaded, and tries again with the next', async () => {
    const real = client();
    const load = vi
      .fn<() => Promise<HttpClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(real);
    const lazy = new LazyHttpClient(load);
    await expect(lazy.request(request)).rejects.toThrow('chunk failed');
    await expect(lazy.request(request)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
