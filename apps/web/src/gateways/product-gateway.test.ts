import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import type { ProductGateway } from './product-gateway';

const china = { code: 'CN', name: 'China', cn_name: '中国' };

function gatewayOver(answer: () => unknown) {
  const fake = tableHttpClient({ [ROUTES.customer.countryList.path]: answer });
  const { container } = testContainer({ http: fake.http });
  return { gateway: container.get<ProductGateway>(TOKENS.ProductGateway), requests: fake.requests };
}

describe('HttpProductGateway.countries', () => {
  it('fetches the country list once for every screen that asks', async () => {
    const { gateway, requests } = gatewayOver(() => ({
      list: [china],
      total: 1,
      page: 1,
      page_size: 100,
    }));
    expect(await gateway.countries()).toEqual([china]);
    expect(await gateway.countries()).toEqual([china]);
    expect(requests).toHaveLength(1);
  });

  it('does not keep a failure: the next screen asks again', async () => {
    let fail = true;
    const { gateway, requests } = gatewayOver(() =>
      fail ? new Error('offline') : { list: [china], total: 1, page: 1, page_size: 100 },
    );
    await expect(gateway.countries()).rejects.toThrow('offline');
    fail = false;
    expect(await gateway.countries()).toEqual([china]);
    expect(requests).toHaveLength(2);
  });
});
