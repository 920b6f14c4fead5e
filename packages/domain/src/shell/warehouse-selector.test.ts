import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './constants';
import type { HeaderWarehouseDisplay, HeaderWarehouseOption } from './warehouse-selector';
import { headerWarehouseDisplay } from './warehouse-selector';

const US: HeaderWarehouseOption = { value: '1', name: 'US West', cn_name: '美西仓' };
const UK: HeaderWarehouseOption = { value: '2', name: 'UK', cn_name: '' };

describe('headerWarehouseDisplay', () => {
  it.each<[HeaderWarehouseOption[], Language, HeaderWarehouseDisplay]>([
    [[], 'en', { kind: 'none' }],
    [[US], 'en', { kind: 'text', label: 'US West' }],
    [[US], 'zh', { kind: 'text', label: '美西仓' }],
    [[UK], 'zh', { kind: 'text', label: 'UK' }],
    [
      [US, UK],
      'zh',
      {
        kind: 'selector',
        options: [
          { value: '1', label: '美西仓' },
          { value: '2', label: 'UK' },
        ],
      },
    ],
  ])('%j in %s', (options, language, expected) => {
    expect(headerWarehouseDisplay(options, language)).toEqual(expected);
  });

  it('offers a selector exactly when more than one warehouse exists, keeping every value', () => {
    const optionArb = fc.record({ value: fc.string(), name: fc.string(), cn_name: fc.string() });
    fc.assert(
      fc.property(
        fc.array(optionArb, { maxLength: 6 }),
        fc.constantFrom<Language>('en', 'zh'),
        (options, language) => {
          const display = headerWarehouseDisplay(options, language);
          expect(display.kind).toBe(
            options.length === 0 ? 'none' : options.length === 1 ? 'text' : 'selector',
          );
          if (display.kind === 'selector')
            expect(display.options.map((o) => o.value)).toEqual(options.map((o) => o.value));
        },
      ),
    );
  });
});
