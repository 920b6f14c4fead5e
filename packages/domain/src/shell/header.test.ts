import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorLogEntry } from './header';
import {
  ERROR_LOG_TITLE,
  NOT_FOUND_PAGE,
  NO_PERMISSION_PAGE,
  addErrorLogEntry,
  decideFullScreenToggle,
  errorLogBadge,
} from './header';

describe('decideFullScreenToggle', () => {
  it.each([
    [true, { kind: 'toggle' }],
    [false, { kind: 'warn', message: { code: 'SHELL.FULLSCREEN_UNSUPPORTED' } }],
  ])('supported %s → %j', (supported, expected) => {
    expect(decideFullScreenToggle(supported)).toEqual(expected);
  });

  it('warns exactly when unsupported', () => {
    fc.assert(
      fc.property(fc.boolean(), (supported) => {
        expect(decideFullScreenToggle(supported).kind === 'warn').toBe(!supported);
      }),
    );
  });
});

const entry = (message: string): ErrorLogEntry => ({ message, info: 'render', stack: 'at X' });

describe('error log', () => {
  it.each<[ErrorLogEntry[], { visible: boolean; count: number }]>([
    [[], { visible: false, count: 0 }],
    [[entry('a')], { visible: true, count: 1 }],
    [[entry('a'), entry('b')], { visible: true, count: 2 }],
  ])('badge of %j', (log, badge) => {
    expect(errorLogBadge(log)).toEqual(badge);
  });

  it('is titled Error Log', () => {
    expect(ERROR_LOG_TITLE).toEqual({ code: 'SHELL.ERROR_LOG_TITLE' });
  });

  it('keeps every entry in order, and the badge counts them', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (messages) => {
        const log = messages.map(entry).reduce(addErrorLogEntry, []);
        expect(log.map((e) => e.message)).toEqual(messages);
        expect(errorLogBadge(log)).toEqual({
          visible: messages.length > 0,
          count: messages.length,
        });
      }),
    );
  });
});

describe('error pages', () => {
  it.each([
    [
      NOT_FOUND_PAGE,
      { message: { code: 'SHELL.NOT_FOUND' }, redirectTo: '/', redirectAfterMs: 3000 },
    ],
    [NO_PERMISSION_PAGE, { message: { code: 'SHELL.NO_PERMISSION' } }],
  ])('%j', (page, expected) => {
    expect(page).toEqual(expected);
  });
});
