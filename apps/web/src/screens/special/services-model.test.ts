import { describe, expect, it } from 'vitest';
import { normalizeCode } from './services-model';

describe('added services', () => {
  it.each([
    [' label ', 'LABEL'],
    ['fba-label', 'FBA-LABEL'],
    ['', ''],
  ])('code %j is sent as %j', (typed, sent) => {
    expect(normalizeCode(typed)).toBe(sent);
  });
});
