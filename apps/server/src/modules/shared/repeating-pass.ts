/** A pass that runs inside the server on a beat, and how to stop it. */
export interface RepeatingPass {
  /** Stops scheduling and waits for a pass under way to finish (its work commits or not). */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at start (so work that fell due while the server was down is done at once) and then
 * `intervalMs` after each pass ends, never two passes of one instance at once. The billing job
 * (ADR 0032) and the webhook deliveries (ADR 0051) run this way; instances sharing a database
 * each run it, the work being claimed with FOR UPDATE SKIP LOCKED.
 */
export function startRepeatingPass<T>(options: {
  readonly pass: (now: Date) => Promise<T>;
  readonly now: () => Date;
  readonly intervalMs: number;
  readonly onPass: (result: T) => void;
  readonly onError: (error: unknown) => void;
}): RepeatingPass {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = options
      .pass(options.now())
      .then(options.onPass, options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
