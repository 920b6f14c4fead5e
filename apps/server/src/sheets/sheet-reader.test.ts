import { sheetOf } from '@portal/spreadsheet';
import { worstLegalXlsx, xlsxOf } from '@portal/spreadsheet/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { SHEET_READER_DEFAULTS, workerSheetReader } from './sheet-reader';

const reader = workerSheetReader();
const hasty = workerSheetReader({ ...SHEET_READER_DEFAULTS, timeoutMs: 1 });
afterAll(() => Promise.all([reader.close(), hasty.close()]));

const MERCHANT = 1;
const OTHER = 2;

describe('the worker sheet reader', () => {
  const rows = [
    ['SKU', 'Name'],
    ['A-1', '中文'],
    ['A-2', 'x'],
  ];
  it.each([
    ['csv', Buffer.from('SKU,Name\nA-1,中文\nA-2,x\n')],
    ['xlsx', xlsxOf(rows, true)],
    ['csv', Buffer.from('SKU\n"never closed\n')],
    ['xlsx', Buffer.from('PK\u0003\u0004 not a zip')],
    ['xlsx', worstLegalXlsx(4, 100_000)],
  ] as const)('reads a %s in a worker thread as sheetOf does', async (extension, bytes) => {
    expect(await reader.read(extension, bytes, 3, MERCHANT)).toEqual(sheetOf(extension, bytes, 3));
  });

  it('leaves the caller its bytes (the thread gets a copy it may own)', async () => {
    const bytes = Buffer.from('SKU\nA-1\n');
    await reader.read('csv', bytes, 10, MERCHANT);
    expect(bytes.toString()).toBe('SKU\nA-1\n');
  });

  it('stops a parse that runs past its time budget, ending its thread, with its own refusal', async () => {
    // Only a parse in another thread can be stopped: on the main thread it would run to its end.
    expect(await hasty.read('xlsx', worstLegalXlsx(), 2000, MERCHANT)).toEqual({
      ok: false,
      error: 'over_time',
    });
    // the pool starts a fresh thread for the next file
    expect(await reader.read('csv', Buffer.from('SKU\nA-1\n'), 10, MERCHANT)).toMatchObject({
      ok: true,
    });
  });

  it("reads another merchant's one-row CSV while one merchant has ten big XLSX queued", async () => {
    const done: string[] = [];
    const big = worstLegalXlsx(200, 1_000_000);
    const tenBig = Array.from({ length: 10 }, (_, i) =>
      reader.read('xlsx', big, 200, MERCHANT).then((sheet) => {
        done.push(`big${i}`);
        return sheet;
      }),
    );
    const small = reader.read('csv', Buffer.from('SKU\nA-1\n'), 10, OTHER).then((sheet) => {
      done.push('small');
      return sheet;
    });
    expect(await small).toMatchObject({ ok: true, value: { rows: [{ cells: ['A-1'] }] } });
    // one parse of the merchant's (the one already running) at most came before it
    expect(done.indexOf('small')).toBeLessThanOrEqual(1);
    for (const sheet of await Promise.all(tenBig)) expect(sheet).toMatchObject({ ok: true });
  });

  it('answers busy (not too large) to a file that waited longer than the reader allows', async () => {
    const impatient = workerSheetReader({ ...SHEET_READER_DEFAULTS, waitMaxMs: 1 });
    try {
      const running = impatient.read('xlsx', worstLegalXlsx(200, 1_000_000), 200, MERCHANT);
      const waiting = impatient.read('csv', Buffer.from('SKU\nA-1\n'), 10, OTHER);
      expect(await waiting).toEqual({ ok: false, error: 'busy' });
      expect(await running).toMatchObject({ ok: true });
    } finally {
      await impatient.close();
    }
  });
});
