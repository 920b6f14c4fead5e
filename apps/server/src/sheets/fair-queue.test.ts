import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue';

/** A job the test finishes by hand, recording when it started. */
function manualJobs() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // let the queue hand the free slot on
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, job, finish };
}

const LONG_WAIT = 60_000;

describe('the fair queue of the sheet reader', () => {
  it("starts another merchant's file next while one merchant has ten queued", async () => {
    const queue = fairQueue({ slots: 1, perOwner: 1, waitMaxMs: LONG_WAIT });
    const { started, job, finish } = manualJobs();
    const big = Array.from({ length: 10 }, (_, i) => queue.add(1, job(`big${i}`)));
    const small = queue.add(2, job('small'));
    expect(started).toEqual(['big0']);
    await finish('big0');
    expect(started).toEqual(['big0', 'small']);
    await finish('small');
    expect(await small).toBe('small');
    for (let i = 1; i < 10; i += 1) await finish(`big${i}`);
    expect(await Promise.all(big)).toEqual(Array.from({ length: 10 }, (_, i) => `big${i}`));
  });

  it.each([
    // slots, per owner, owners' job counts, the first jobs to start
    [2, 1, [3, 1], ['a0', 'b0']],
    [2, 2, [3, 0], ['a0', 'a1']],
    [3, 1, [3, 3, 3], ['a0', 'b0', 'c0']],
    [4, 2, [4, 1], ['a0', 'a1', 'b0']],
  ] as const)(
    'with %i slots and %i per owner, owners with %j jobs start %j',
    (slots, perOwner, counts, first) => {
      const queue = fairQueue({ slots, perOwner, waitMaxMs: LONG_WAIT });
      const { started, job } = manualJobs();
      counts.forEach((count, owner) => {
        const name = 'abc'[owner] as string;
        for (let i = 0; i < count; i += 1) void queue.add(name, job(`${name}${i}`));
      });
      expect(started).toEqual(first);
    },
  );

  it('answers busy for a file that waited too long, and never runs it (not a size refusal)', async () => {
    const queue = fairQueue({ slots: 1, perOwner: 1, waitMaxMs: 5 });
    const { started, job, finish } = manualJobs();
    const first = queue.add(1, job('first'));
    const waiting = queue.add(2, job('waiting'));
    expect(await waiting).toBe('busy');
    await finish('first');
    expect(await first).toBe('first');
    expect(started).toEqual(['first']);
    expect(queue.waiting().size).toBe(0);
  });

  it('passes a failing job on to its caller and frees its slot', async () => {
    const queue = fairQueue({ slots: 1, perOwner: 1, waitMaxMs: LONG_WAIT });
    const broken = queue.add(1, () => Promise.reject(new Error('worker crashed')));
    const next = queue.add(1, () => Promise.resolve('next'));
    await expect(broken).rejects.toThrow('worker crashed');
    expect(await next).toBe('next');
  });

  it('never runs more than its slots, nor more than perOwner of one owner, and runs every job once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 25 }),
        async (slots, perOwner, owners) => {
          const queue = fairQueue({ slots, perOwner, waitMaxMs: LONG_WAIT });
          let running = 0;
          const runningBy = new Map<number, number>();
          let peak = 0;
          let ownerPeak = 0;
          const ran: number[] = [];
          const answers = await Promise.all(
            owners.map((owner, index) =>
              queue.add(owner, async () => {
                running += 1;
                runningBy.set(owner, (runningBy.get(owner) ?? 0) + 1);
                peak = Math.max(peak, running);
                ownerPeak = Math.max(ownerPeak, runningBy.get(owner) ?? 0);
                await new Promise((resolve) => setImmediate(resolve));
                running -= 1;
                runningBy.set(owner, (runningBy.get(owner) ?? 0) - 1);
                ran.push(index);
                return index;
              }),
            ),
          );
          expect(peak).toBeLessThanOrEqual(slots);
          expect(ownerPeak).toBeLessThanOrEqual(perOwner);
          expect(answers).toEqual(owners.map((_, index) => index));
          expect([...ran].sort((a, b) => a - b)).toEqual(answers);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("starts an owner's jobs in the order they came (first in, first out per owner)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 20 }),
        async (owners) => {
          const queue = fairQueue({ slots: 2, perOwner: 1, waitMaxMs: LONG_WAIT });
          const order: [number, number][] = [];
          await Promise.all(
            owners.map((owner, index) =>
              queue.add(owner, async () => {
                order.push([owner, index]);
                await new Promise((resolve) => setImmediate(resolve));
              }),
            ),
          );
          for (const owner of new Set(owners)) {
            const mine = order.filter(([o]) => o === owner).map(([, index]) => index);
            expect(mine).toEqual([...mine].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
