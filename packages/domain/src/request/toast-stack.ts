/**
 * The toasts on screen (issue 10: about 15 piled up over the header after repeated failures): at
 * most MAX_VISIBLE_TOASTS, the newest kept; a message identical to one on screen (same kind and
 * text) is not shown twice but counted on the one shown, whose time starts again.
 */
export const MAX_VISIBLE_TOASTS = 3;

export interface StackedToast<Kind extends string = string> {
  readonly id: number;
  readonly kind: Kind;
  readonly text: string;
  /** How many times the message arrived while shown (1 for a new one). */
  readonly count: number;
  /**
   * Grows each time the message arrives again: a timer started for an older version must not
   * take away the toast that just arrived again.
   */
  readonly version: number;
}

/** Adds a message: merged into an identical one shown, else appended, the oldest dropped. */
export function pushToast<Kind extends string>(
  stack: readonly StackedToast<Kind>[],
  toast: { readonly id: number; readonly kind: Kind; readonly text: string },
): { readonly stack: readonly StackedToast<Kind>[]; readonly shown: StackedToast<Kind> } {
  const same = stack.find((t) => t.kind === toast.kind && t.text === toast.text);
  if (same !== undefined) {
    const shown = { ...same, count: same.count + 1, version: same.version + 1 };
    return { stack: stack.map((t) => (t === same ? shown : t)), shown };
  }
  const shown = { ...toast, count: 1, version: 1 };
  return { stack: [...stack, shown].slice(-MAX_VISIBLE_TOASTS), shown };
}

/** A toast's time ran out: it leaves unless it arrived again since that timer started. */
export const expireToast = <Kind extends string>(
  stack: readonly StackedToast<Kind>[],
  id: number,
  version: number,
): readonly StackedToast<Kind>[] => stack.filter((t) => t.id !== id || t.version !== version);

/** The user closed it. */
export const dismissToast = <Kind extends string>(
  stack: readonly StackedToast<Kind>[],
  id: number,
): readonly StackedToast<Kind>[] => stack.filter((t) => t.id !== id);
