import { runInAction } from 'mobx';

/** The part of a form model that shows a saved record loading into it. */
export interface RecordLoadState {
  loading: boolean;
  loadFailed: boolean;
}

/**
 * Loads a saved record into a form model: `loading` while the call runs, `loadFailed` when it
 * fails (the form then says so and keeps what it had); `fill` puts the answer in.
 */
export async function loadRecord<T>(
  state: RecordLoadState,
  fetch: () => Promise<T>,
  fill: (record: T) => void,
): Promise<void> {
  runInAction(() => {
    state.loading = true;
    state.loadFailed = false;
  });
  try {
    const record = await fetch();
    runInAction(() => fill(record));
  } catch {
    runInAction(() => (state.loadFailed = true));
  } finally {
    runInAction(() => (state.loading = false));
  }
}
