import { ASN_STATUSES, PRODUCT_STATUSES, RMA_STATUSES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { catalogs, lookup, translate } from './translate';

const refused = (machine: string, from: string, event: string) => ({
  code: `${machine}.INVALID_TRANSITION`,
  params: { from, event },
});

describe('a refused status step reads as words, not as stored values', () => {
  it.each([
    [
      'en',
      refused('ASN', 'finished', 'receive'),
      'This inbound notice is finished, so it cannot receive goods',
    ],
    ['zh', refused('ASN', 'finished', 'receive'), '该入库单已完成，不能收货'],
    [
      'en',
      refused('ASN', 'pending_approval', 'submit'),
      'This inbound notice is waiting for approval, so it cannot be submitted',
    ],
    [
      'en',
      refused('RMA', 'processed', 'process'),
      'This return is processed, so it cannot be processed',
    ],
    ['zh', refused('RMA', 'processed', 'process'), '该退货单已处理，不能处理'],
    [
      'en',
      refused('PRODUCT', 'pending_approval', 'edit'),
      'This product is waiting for approval, so it cannot be edited',
    ],
    ['zh', refused('PRODUCT', 'pending_approval', 'edit'), '该产品待审核，不能编辑'],
  ] as const)('%s: %j', (language, message, text) => {
    expect(translate(language, message)).toBe(text);
  });

  it('keeps a value it has no word for as it is, rather than losing it', () => {
    expect(translate('en', refused('ASN', 'archived', 'teleport'))).toBe(
      'This inbound notice is archived, so it cannot teleport',
    );
  });

  const EVENTS = {
    ASN: [
      'submit',
      'approve',
      'reject',
      'arrive',
      'receive',
      'finish',
      'moveToDraft',
      'delete',
      'edit',
    ],
    RMA: ['submit', 'process', 'edit'],
    PRODUCT: [
      'submit',
      'approve',
      'reject',
      'activate',
      'deactivate',
      'moveToDraft',
      'delete',
      'edit',
    ],
  };
  const STATUSES = { ASN: ASN_STATUSES, RMA: RMA_STATUSES, PRODUCT: PRODUCT_STATUSES };
  it.each(['en', 'zh'] as const)(
    '%s: has a word for every status and event of ASN, RMA, product',
    (language) => {
      const missing = (['ASN', 'RMA', 'PRODUCT'] as const).flatMap((machine) => [
        ...STATUSES[machine]
          .map((s) => `TRANSITION_WORDS.${machine}.STATUS.${s}`)
          .filter((key) => lookup(catalogs[language], key) === undefined),
        ...EVENTS[machine]
          .map((e) => `TRANSITION_WORDS.${machine}.EVENT.${e}`)
          .filter((key) => lookup(catalogs[language], key) === undefined),
      ]);
      expect(missing).toEqual([]);
    },
  );
});
