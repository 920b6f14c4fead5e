import { describe, expect, it } from 'vitest';
import {
  checkTrackingRows,
  checkTrackingSheet,
  trackingUploadFieldOfHeader,
} from './tracking-upload';

const row = (number: number, order_no: string, carrier: string, tracking_no: string) => ({
  number,
  cells: { order_no, carrier, tracking_no },
});

describe('checkTrackingRows', () => {
  it.each([
    ['a good row', row(2, 'SO1', 'UPS', '1Z999'), []],
    ['no order number', row(2, '', 'UPS', '1Z999'), ['order_no']],
    ['no carrier', row(2, 'SO1', '', '1Z999'), ['carrier']],
    ['a tracking number with a space', row(2, 'SO1', 'UPS', '1Z 999'), ['tracking_no']],
    ['a tracking number in Chinese', row(2, 'SO1', 'UPS', '单号'), ['tracking_no']],
    ['a carrier too long', row(2, 'SO1', 'U'.repeat(51), '1Z'), ['carrier']],
  ] as const)('%s', (_name, input, fields) => {
    expect(checkTrackingRows([input])[0]?.issues.map((i) => i.field)).toEqual(fields);
  });

  it('refuses an order named twice on its second row', () => {
    const [first, second] = checkTrackingRows([
      row(2, 'SO1', 'UPS', 'A1'),
      row(3, 'SO1', 'DHL', 'B2'),
    ]);
    expect(first?.issues).toEqual([]);
    expect(second?.issues).toEqual([
      { field: 'order_no', code: 'TEMPLATE.TRACKING_ORDER_REPEATED', params: { row: 2 } },
    ]);
  });
});

describe('the tracking sheet', () => {
  it('reads its headings in either language', () => {
    expect(['Order number', '承运商', 'tracking number'].map(trackingUploadFieldOfHeader)).toEqual([
      'order_no',
      'carrier',
      'tracking_no',
    ]);
  });
  it.each([
    [['carrier'], 1, 'TEMPLATE.HEADER_MISSING'],
    [['order_no'], 0, 'TEMPLATE.NO_ROWS'],
    [['order_no'], 1, undefined],
  ] as const)('%j with %i rows', (fields, rows, code) => {
    expect(checkTrackingSheet(fields, rows)?.code).toBe(code);
  });
});
