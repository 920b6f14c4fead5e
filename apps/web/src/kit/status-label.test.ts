import { ASN_STATUSES, PRODUCT_STATUSES, RMA_STATUSES } from '@portal/domain';
import { lookup } from '@portal/i18n';
import { enStorage, zhStorage } from '@portal/i18n/storage-texts';
import { describe, expect, it } from 'vitest';
import { labelOptions, statusLabel } from './status-label';

const every = [
  ...PRODUCT_STATUSES.map((status) => ['product', status] as const),
  ...ASN_STATUSES.map((status) => ['asn', status] as const),
  ...RMA_STATUSES.map((status) => ['rma', status] as const),
];

describe('statusLabel', () => {
  it.each(every)('%s status %s has a label in en and zh', (kind, status) => {
    const key = statusLabel(kind, status);
    expect(key).not.toBe(status);
    for (const catalog of [enStorage, zhStorage])
      expect(lookup(catalog, key)).toEqual(expect.any(String));
  });

  it('shows a status the domain does not name as it came', () => {
    expect(statusLabel('asn', 'lost_in_space')).toBe('lost_in_space');
  });
});

describe('labelOptions', () => {
  it('offers each value of a label table with its text, in order', () => {
    const t = (key: string) => `<${key}>`;
    expect(labelOptions({ own: 'UI.OWN', none: 'UI.NONE' }, t)).toEqual([
      { value: 'own', text: '<UI.OWN>' },
      { value: 'none', text: '<UI.NONE>' },
    ]);
  });
});
