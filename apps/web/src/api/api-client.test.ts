import type { LoginData } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { tableHttpClient } from '../test/fakes';
import { ApiClient } from './api-client';

const LOGIN = { token: 't', customer_id: '7', customer_type: 'main' };

function clientOver(answers: Parameters<typeof tableHttpClient>[0]) {
  const fake = tableHttpClient(answers);
  return { api: new ApiClient(fake.http), requests: fake.requests };
}

describe('ApiClient.call', () => {
  it('sends a query route as a GET with its fields in the query', async () => {
    const { api, requests } = clientOver({ [ROUTES.product.detail.path]: () => ({ id: 3 }) });
    await api.call(ROUTES.product.detail, { id: 3 });
    expect(requests).toEqual([
      { method: 'GET', path: '/merchant/api-product/detail', query: { id: 3 }, noAlert: false },
    ]);
  });

  it('sends a body route as a POST form body and answers with the envelope data', async () => {
    const { api, requests } = clientOver({ [ROUTES.auth.login.path]: () => LOGIN });
    const data = await api.call(ROUTES.auth.login, { username: 'ann', password: 'secret' });
    expect(data).toEqual(LOGIN);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: ROUTES.auth.login.path,
      body: { username: 'ann', password: 'secret' },
    });
  });

  it('keeps the toasts quiet where the contract says errors are not alerted, or when asked', async () => {
    const { api, requests } = clientOver({ [ROUTES.auth.userInfo.path]: () => ({}) });
    await api.call(ROUTES.auth.userInfo, {}, { noAlert: true });
    expect(requests[0]?.noAlert).toBe(true);
  });

  it('adds the do-not-show-message flag when a success should stay quiet', async () => {
    const { api, requests } = clientOver({ [ROUTES.news.readAll.path]: () => ({ unread: 0 }) });
    await api.call(ROUTES.news.readAll, {}, { quietSuccess: true });
    expect(requests[0]).toMatchObject({ body: { showMessage: '1' } });
  });

  it('sends files by their part names with a multipart route', async () => {
    const { api, requests } = clientOver({ [ROUTES.customer.uploadPicture.path]: () => ({}) });
    const file = new File(['x'], 'a.png');
    await api.call(ROUTES.customer.uploadPicture, {}, { files: { file } });
    expect(requests[0]).toMatchObject({ method: 'POST', files: { file } });
  });

  it('rejects with what the client rejected with', async () => {
    const { api } = clientOver({ [ROUTES.auth.login.path]: () => new Error('offline') });
    await expect(api.call(ROUTES.auth.login, { username: 'a', password: 'b' })).rejects.toThrow(
      'offline',
    );
  });
});

// The compile-time half (ADR 0070): the package's typecheck compiles this file, and an
// `@ts-expect-error` that finds no error is itself an error, so each sample below proves the
// compiler refuses it.
describe('ApiClient types', () => {
  it('types the answer by the response schema', () => {
    const { api } = clientOver({});
    expectTypeOf(() =>
      api.call(ROUTES.auth.login, { username: '', password: '' }),
    ).returns.toEqualTypeOf<Promise<LoginData>>();
  });

  it('refuses a misspelt field, a missing required field and a wrong value', () => {
    const api = new ApiClient(tableHttpClient({}).http);
    const calls = [
      // @ts-expect-error -- `usernme` is no field of the login request
      () => api.call(ROUTES.auth.login, { usernme: 'a', password: 'b' }),
      // @ts-expect-error -- the login request requires a password
      () => api.call(ROUTES.auth.login, { username: 'a' }),
      // @ts-expect-error -- the product batch action is one of the domain's actions
      () => api.call(ROUTES.product.batch, { action: 'explode', ids: '1' }),
      // @ts-expect-error -- an upload's part is named by the request schema (`file`)
      () => api.call(ROUTES.customer.uploadPicture, {}, { files: { picture: new File([], 'a') } }),
    ];
    // written, never sent: the samples exist for the compiler
    expect(calls).toHaveLength(4);
  });
});
