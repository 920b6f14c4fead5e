import { describe, expect, it } from 'vitest';
import { ProductDetailModel } from './product-detail';
import { productDetail, strictProductGateway } from './product-test-support';

const COUNTRIES = [
  { code: 'CN', name: 'China', cn_name: '中国' },
  { code: 'DE', name: 'Germany', cn_name: '德国' },
  { code: 'XX', name: 'Nowhere', cn_name: '' },
];

async function modelOf(origin: string, countries = COUNTRIES) {
  const model = new ProductDetailModel(
    strictProductGateway({
      detail: async () => productDetail(1, { origin }),
      rejections: async () => [],
      countries: async () => countries,
    }),
    1,
  );
  await model.record.load();
  await model.loadCountries();
  return model;
}

describe('ProductDetailModel.originIn', () => {
  it.each([
    ['China', 'zh', '中国'],
    ['china', 'zh', '中国'],
    ['Germany', 'en', 'Germany'],
    ['Nowhere', 'zh', 'Nowhere'],
    // any English name of the country finds it (stored by an upload or before the list changed)
    ["People's Republic of China", 'zh', '中国'],
    ['Atlantis', 'zh', 'Atlantis'],
  ] as const)('%s read in %s is %s', async (origin, language, shown) => {
    expect((await modelOf(origin)).originIn(language)).toBe(shown);
  });

  it('without the country list (it failed to load) the stored name shows', async () => {
    const model = new ProductDetailModel(
      strictProductGateway({
        detail: async () => productDetail(1, { origin: 'China' }),
        rejections: async () => [],
        countries: async () => Promise.reject(new Error('offline')),
      }),
      1,
    );
    await model.record.load();
    await model.loadCountries();
    expect(model.originIn('zh')).toBe('China');
  });
});
