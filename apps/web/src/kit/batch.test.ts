import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { BatchAnswer } from './batch';
import { BatchRun } from './batch';

const NAMES: Readonly<Record<number, string>> = { 1: 'MUG-01', 3: 'TEE-01' };

const runner = (send: (action: string, ids: readonly number[]) => Promise<BatchAnswer>) => {
  const after = vi.fn(async () => undefined);
  return { batch: new BatchRun<string>(send, (id) => NAMES[id], after), after };
};

describe('BatchRun', () => {
  it('keeps the counts and each refused record by its name (or its id), then reads again', async () => {
    const send = vi.fn(async () => ({
      succeeded: 1,
      failed: 2,
      results: [
        { id: 1, ok: true, msg: 'OK' },
        { id: 3, ok: false, msg: 'Not a draft' },
        { id: 9, ok: false, msg: 'Gone' },
      ],
    }));
    const { batch, after } = runner(send);
    await batch.run('submit', [1, 3, 9]);
    expect(send).toHaveBeenCalledWith('submit', [1, 3, 9]);
    expect(batch.outcome).toEqual({
      action: 'submit',
      succeeded: 1,
      failed: 2,
      failures: [
        { id: 3, name: 'TEE-01', msg: 'Not a draft' },
        { id: 9, name: '#9', msg: 'Gone' },
      ],
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(batch.acting).toBeUndefined();
    batch.dismiss();
    expect(batch.outcome).toBeUndefined();
  });

  it('says which action runs while it runs', async () => {
    let seen: string | undefined;
    const { batch } = runner(async () => {
      seen = batch.acting;
      return { succeeded: 0, failed: 0, results: [] };
    });
    await batch.run('delete', [1]);
    expect(seen).toBe('delete');
  });

  it('sends nothing without records; a refused request leaves no outcome', async () => {
    const send = vi.fn(async (): Promise<BatchAnswer> => Promise.reject(new Error('offline')));
    const { batch, after } = runner(send);
    await batch.run('submit', []);
    expect(send).not.toHaveBeenCalled();
    await batch.run('submit', [1]);
    expect(batch.outcome).toBeUndefined();
    expect(batch.acting).toBeUndefined();
    expect(after).not.toHaveBeenCalled();
  });

  it('the refused records are exactly those the server refused (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat({ max: 50 }), { minLength: 1 }),
        fc.boolean(),
        async (ids, ok) => {
          const results = ids.map((id) => ({ id, ok: ok || id % 2 === 0, msg: `m${id}` }));
          const refused = results.filter((r) => !r.ok);
          const { batch } = runner(async () => ({
            succeeded: results.length - refused.length,
            failed: refused.length,
            results,
          }));
          await batch.run('activate', ids);
          expect(batch.outcome?.failures.map((f) => f.id)).toEqual(refused.map((r) => r.id));
          expect(batch.outcome?.failed).toBe(refused.length);
        },
      ),
    );
  });
});
