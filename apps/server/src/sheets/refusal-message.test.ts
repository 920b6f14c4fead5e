import { message } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { text } from '../i18n';
import { sheetReadMessage } from './refusal-message';
import type { SheetReadRefusal } from './sheet-reader';

const REFUSALS: readonly SheetReadRefusal[] = [
  'unreadable',
  'too_large',
  'too_many_cells',
  'over_time',
  'busy',
];

describe('the message of a sheet the reader did not give', () => {
  it.each([
    ['busy', 'SERVER.SPREADSHEET_BUSY', 'again in a minute', '一分钟后重新上传'],
    [
      'over_time',
      'SERVER.SPREADSHEET_TOO_SLOW',
      'took longer than one file may take',
      '允许的时间',
    ],
    ['too_many_cells', 'TEMPLATE.TOO_MANY_CELLS', 'more than 200200 cells', '200200 个单元格'],
    ['too_large', 'TEMPLATE.TOO_LARGE', 'unpacks to far more data', '解压后'],
    ['unreadable', 'TEMPLATE.UNREADABLE', 'could not be read', '无法'],
  ] as const)('%s answers %s, in en and zh', (refusal, code, en, zh) => {
    const said = sheetReadMessage(refusal, 2000);
    expect(said.code).toBe(code);
    expect(text('en', said)).toContain(en);
    expect(text('zh', said)).toContain(zh);
  });

  it('words the size refusal as the caller asks, and only the size refusal', () => {
    const tooMany = message('SERVER.SPREADSHEET_TOO_MANY_ROWS', { max: 2000 });
    expect(sheetReadMessage('too_large', 2000, tooMany)).toBe(tooMany);
    expect(sheetReadMessage('busy', 2000, tooMany).code).toBe('SERVER.SPREADSHEET_BUSY');
  });

  it('never reports a wait or a time budget as a size refusal, whatever the limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SheetReadRefusal>('busy', 'over_time'),
        fc.integer({ min: 1, max: 100_000 }),
        (refusal, rows) => {
          const said = sheetReadMessage(refusal, rows);
          expect(said.code).not.toBe('TEMPLATE.TOO_LARGE');
          expect(said.code).not.toBe('TEMPLATE.TOO_MANY_CELLS');
        },
      ),
    );
  });

  it('gives each refusal a text of its own in both languages', () => {
    for (const language of ['en', 'zh'] as const) {
      const said = REFUSALS.map((refusal) => text(language, sheetReadMessage(refusal, 2000)));
      expect(new Set(said).size).toBe(REFUSALS.length);
    }
  });
});
