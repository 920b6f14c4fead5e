/**
 * Runs jobs a few at a time, fairly between their owners (ADR 0064): each owner
 * (a merchant) has its own first-in first-out queue, at most `perOwner` of its jobs run at once,
 * at most `slots` run in all, and a free slot goes to the owners in turn (round robin), so ten
 * big files of one merchant delay another merchant's file by one parse at most, never by ten. A
 * job still waiting after `waitMaxMs` is not run: it settles as `'busy'`, its own answer, never
 * taken for a refusal of the file.
 */
export interface FairQueueOptions {
  readonly slots: number;
  readonly perOwner: number;
  readonly waitMaxMs: number;
}

type Owner = string | number;

interface Waiting<T> {
  readonly run: () => Promise<T>;
  readonly settle: (value: T | 'busy') => void;
  readonly fail: (error: unknown) => void;
  timer?: ReturnType<typeof setTimeout>;
}

export interface FairQueue {
  /** `run` once a slot is free and it is this owner's turn; `'busy'` if that took too long. */
  add<T>(owner: Owner, run: () => Promise<T>): Promise<T | 'busy'>;
  /** Jobs waiting, by owner (for tests and logs). */
  waiting(): ReadonlyMap<Owner, number>;
}

export function fairQueue(options: FairQueueOptions): FairQueue {
  const queues = new Map<Owner, Waiting<never>[]>();
  const runningBy = new Map<Owner, number>();
  // When each owner last got a slot: the free slot goes to the owner served longest ago (one who
  // just came, or came back, first), so owners take turns whatever the order their files came in.
  const lastServed = new Map<Owner, number>();
  let turn = 0;
  let running = 0;

  const nextOwner = (): Owner | undefined => {
    let next: Owner | undefined;
    let nextServed = Infinity;
    for (const [owner, jobs] of queues) {
      const served = lastServed.get(owner) ?? -1;
      if (jobs.length > 0 && (runningBy.get(owner) ?? 0) < options.perOwner && served < nextServed)
        [next, nextServed] = [owner, served];
    }
    return next;
  };

  const forget = (owner: Owner) => {
    if (!queues.has(owner) && !runningBy.has(owner)) lastServed.delete(owner);
  };

  const pump = () => {
    while (running < options.slots) {
      const owner = nextOwner();
      if (owner === undefined) return;
      const jobs = queues.get(owner) as Waiting<never>[];
      const job = jobs.shift() as Waiting<never>;
      if (jobs.length === 0) queues.delete(owner);
      clearTimeout(job.timer);
      turn += 1;
      lastServed.set(owner, turn);
      running += 1;
      runningBy.set(owner, (runningBy.get(owner) ?? 0) + 1);
      job
        .run()
        .then(job.settle, job.fail)
        .finally(() => {
          running -= 1;
          const left = (runningBy.get(owner) ?? 1) - 1;
          if (left === 0) runningBy.delete(owner);
          else runningBy.set(owner, left);
          forget(owner);
          pump();
        });
    }
  };

  return {
    add<T>(owner: Owner, run: () => Promise<T>) {
      return new Promise<T | 'busy'>((resolve, reject) => {
        const job: Waiting<T> = { run, settle: resolve, fail: reject };
        const waiting = job as unknown as Waiting<never>;
        const jobs = queues.get(owner) ?? [];
        jobs.push(waiting);
        queues.set(owner, jobs);
        job.timer = setTimeout(() => {
          const mine = queues.get(owner);
          const at = mine?.indexOf(waiting) ?? -1;
          if (mine === undefined || at < 0) return;
          mine.splice(at, 1);
          if (mine.length === 0) queues.delete(owner);
          forget(owner);
          resolve('busy');
        }, options.waitMaxMs);
        // a waiting upload does not keep a closing server alive
        job.timer.unref?.();
        pump();
      });
    },
    waiting: () => new Map([...queues].map(([owner, jobs]) => [owner, jobs.length])),
  };
}
