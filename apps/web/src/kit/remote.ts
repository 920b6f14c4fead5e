import { makeAutoObservable, runInAction } from 'mobx';

/**
 * A record a screen shows (an ASN, a return, a product, an upload result): the value once it
 * came, `loading` while a read runs and `failed` when the last read failed. A read started after
 * another wins: an older answer arriving late is dropped.
 */
export class Remote<T> {
  value: T | undefined = undefined;
  loading = false;
  failed = false;
  private sequence = 0;

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<Remote<T>, 'fetch' | 'sequence'>(
      this,
      { fetch: false, sequence: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const mine = ++this.sequence;
    this.loading = true;
    this.failed = false;
    try {
      const value = await this.fetch();
      runInAction(() => {
        if (mine === this.sequence) this.value = value;
      });
    } catch {
      runInAction(() => {
        if (mine === this.sequence) this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (mine === this.sequence) this.loading = false;
      });
    }
  }

  /** Shows a value the server answered elsewhere (e.g. the row a save returned). */
  show(value: T): void {
    this.value = value;
    this.failed = false;
  }
}

/**
 * Runs one action at a time per key (a row id, a button): `running` names it for its button's
 * loading state; resolves with the answer, undefined when it failed (the request layer told why).
 */
export class Pending<K> {
  running: K | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  is(key: K): boolean {
    return this.running === key;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  async run<T>(key: K, action: () => Promise<T>): Promise<T | undefined> {
    this.running = key;
    try {
      return await action();
    } catch {
      return undefined;
    } finally {
      runInAction(() => (this.running = undefined));
    }
  }
}
