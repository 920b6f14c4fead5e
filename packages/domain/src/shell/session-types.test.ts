import { describe, expect, it } from 'vitest';
import type { SessionLoginType } from './session-types';
import { mayActOnActivation, SESSION_LOGIN_TYPES } from './session-types';

describe('mayActOnActivation', () => {
  it.each<[SessionLoginType, boolean]>([
    ['main', true],
    ['sub', false],
  ])('%s → %s', (loginType, allowed) => {
    expect(mayActOnActivation(loginType)).toBe(allowed);
  });

  it('answers for every login type', () => {
    expect(SESSION_LOGIN_TYPES.filter(mayActOnActivation)).toEqual(['main']);
  });
});
