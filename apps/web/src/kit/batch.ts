import { makeAutoObservable, runInAction } from 'mobx';

/** A batch endpoint's answer: the counts and each record's verdict with the server's reason. */
export interface BatchAnswer {
  readonly succeeded: number;
  readonly failed: number;
  readonly results: readonly { readonly id: number; readonly ok: boolean; readonly msg: string }[];
}

/** What one batch (or one row's action) did: the counts, and the refused records by name. */
export interface BatchOutcome<A extends string> {
  readonly action: A;
  readonly succeeded: number;
  readonly failed: number;
  readonly failures: readonly {
    readonly id: number;
    readonly name: string;
    readonly msg: string;
  }[];
}

/**
 * One action on many records through a batch endpoint: which action runs, and what the last one
 * did (so a refused record shows with its reason). `nameOf` names a record as the list shows it
 * (a SKU); `after` runs when the server answered (the list reads its page again).
 */
export class BatchRun<A extends string> {
  acting: A | undefined = undefined;
  outcome: BatchOutcome<A> | undefined = undefined;

  constructor(
    private readonly send: (action: A, ids: readonly number[]) => Promise<BatchAnswer>,
    private readonly nameOf: (id: number) => string | undefined,
    private readonly after: () => Promise<void>,
  ) {
    makeAutoObservable<BatchRun<A>, 'send' | 'nameOf' | 'after'>(
      this,
      { send: false, nameOf: false, after: false },
      { autoBind: true },
    );
  }

  /** Sends nothing without records; a refused request (not a refused record) was toasted. */
  async run(action: A, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const names = new Map(ids.map((id) => [id, this.nameOf(id) ?? `#${id}`]));
    this.acting = action;
    this.outcome = undefined;
    try {
      const answer = await this.send(action, ids);
      const refused = answer.results.filter((item) => !item.ok);
      runInAction(() => {
        this.outcome = {
          action,
          succeeded: answer.succeeded,
          failed: answer.failed,
          failures: refused.map(({ id, msg }) => ({ id, name: names.get(id) ?? `#${id}`, msg })),
        };
      });
      await this.after();
    } catch {
      // the request layer has told the user why
    } finally {
      runInAction(() => (this.acting = undefined));
    }
  }

  dismiss(): void {
    this.outcome = undefined;
  }
}
