import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StackedToast } from './toast-stack';
import { dismissToast, expireToast, MAX_VISIBLE_TOASTS, pushToast } from './toast-stack';

type Message = readonly [kind: string, text: string];
const pushAll = (messages: readonly Message[]) =>
  messages.reduce<readonly StackedToast[]>(
    (stack, [kind, text], i) => pushToast(stack, { id: i + 1, kind, text }).stack,
    [],
  );
const shape = (stack: readonly StackedToast[]) => stack.map((t) => `${t.text}×${t.count}`);

describe('pushToast', () => {
  it.each<[string, Message[], string[]]>([
    ['one message', [['error', 'a']], ['a×1']],
    [
      'identical messages are merged and counted',
      Array.from({ length: 15 }, () => ['error', 'Network Error'] as const),
      ['Network Error×15'],
    ],
    [
      'at most 3 shown, the newest kept',
      [
        ['error', 'a'],
        ['error', 'b'],
        ['error', 'c'],
        ['error', 'd'],
        ['error', 'e'],
      ],
      ['c×1', 'd×1', 'e×1'],
    ],
    [
      'the same text of another kind is another message',
      [
        ['error', 'a'],
        ['success', 'a'],
      ],
      ['a×1', 'a×1'],
    ],
    [
      'a message again keeps its place',
      [
        ['error', 'a'],
        ['error', 'b'],
        ['error', 'a'],
      ],
      ['a×2', 'b×1'],
    ],
  ])('%s', (_name, messages, expected) => {
    expect(shape(pushAll(messages))).toEqual(expected);
  });

  it('a message arriving again outlives the timer of its earlier arrival', () => {
    const first = pushToast([], { id: 1, kind: 'error', text: 'a' });
    const again = pushToast(first.stack, { id: 2, kind: 'error', text: 'a' });
    expect(again.shown).toMatchObject({ id: 1, count: 2, version: 2 });
    expect(expireToast(again.stack, 1, first.shown.version)).toHaveLength(1);
    expect(expireToast(again.stack, 1, again.shown.version)).toEqual([]);
  });

  it('a closed toast leaves at once', () => {
    expect(dismissToast(pushAll([['error', 'a']]), 1)).toEqual([]);
  });

  const messages = fc.array(
    fc.tuple(fc.constantFrom('error', 'success', 'warning'), fc.constantFrom('a', 'b', 'c', 'd')),
    { maxLength: 40 },
  );

  it('property: never more than 3 shown, never two alike, the newest message always shown', () => {
    fc.assert(
      fc.property(messages, (list) => {
        const stack = pushAll(list);
        expect(stack.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
        const keys = stack.map((t) => `${t.kind}|${t.text}`);
        expect(new Set(keys).size).toBe(keys.length);
        const last = list.at(-1);
        if (last !== undefined) expect(keys).toContain(`${last[0]}|${last[1]}`);
      }),
    );
  });

  it('property: with no more than 3 different messages, the counts add up to every arrival', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constant('error'), fc.constantFrom('a', 'b', 'c'))),
        (list) => {
          const total = pushAll(list).reduce((sum, t) => sum + t.count, 0);
          expect(total).toBe(list.length);
        },
      ),
    );
  });
});
