import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGE, SHELL_MESSAGE_CODES } from './message-codes';

describe('SHELL_MESSAGE_CODES', () => {
  it.each([
    'SHELL.SESSION_ID_FETCH_FAILED',
    'SHELL.VERIFICATION_FAILED',
    'SHELL.FULLSCREEN_UNSUPPORTED',
    'SHELL.LANGUAGE_SWITCHED',
    'SHELL.ERROR_LOG_TITLE',
    'SHELL.NO_PERMISSION',
    'SHELL.NOT_FOUND',
    'ROUTE.MY_WAREHOUSE',
    'ROUTE.PAGE_404',
  ])('lists %s', (code) => {
    expect(SHELL_MESSAGE_CODES).toContain(code);
  });

  it('lists each code once, every one in the SHELL or ROUTE group, all of SHELL_MESSAGE included', () => {
    expect(new Set(SHELL_MESSAGE_CODES).size).toBe(SHELL_MESSAGE_CODES.length);
    fc.assert(
      fc.property(fc.constantFrom(...SHELL_MESSAGE_CODES), (code) => {
        expect(code).toMatch(/^(SHELL|ROUTE)\.[A-Z0-9_]+$/);
      }),
    );
    for (const code of Object.values(SHELL_MESSAGE)) expect(SHELL_MESSAGE_CODES).toContain(code);
  });
});
