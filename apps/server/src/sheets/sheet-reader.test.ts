import { sheetOf } from '@portal/spreadsheet';
import { worstLegalXlsx, xlsxOf } from '@portal/spreadsheet/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { SHEET_READER_DEFAULTS, workerSheetReader } from './sheet-reader';

const reader = workerSheetReader();
const hasty = workerSheetReader({ ...SHEET_READER_DEFAULTS, timeoutMs: 1 });
afterAll(() => Promise.all([reader.close(), hasty.close()]));

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
  ] as const)('reads a %s in a worker thread as sheetOf does', async (extension, bytes) => {
    expect(await reader.read(extension, bytes, 1)).toEqual(sheetOf(extension, bytes, 1));
  });

  it('leaves the caller its bytes (the thread gets a copy it may own)', async () => {
    const bytes = Buffer.from('SKU\nA-1\n');
    await reader.read('csv', bytes, 10);
    expect(bytes.toString()).toBe('SKU\nA-1\n');
  });

  it('stops a parse that runs past its time, ending its thread, and refuses the file as too large', async () => {
    // Only a parse in another thread can be stopped: on the main thread it would run to its end.
    expect(await hasty.read('xlsx', worstLegalXlsx(), 2000)).toEqual({
      ok: false,
      error: 'too_large',
    });
    // the pool starts a fresh thread for the next file
    expect(await reader.read('csv', Buffer.from('SKU\nA-1\n'), 10)).toMatchObject({ ok: true });
  });
});
