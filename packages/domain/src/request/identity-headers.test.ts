import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequestIdentity } from './identity-headers';
import { requestIdentityHeaders } from './identity-headers';

describe('requestIdentityHeaders', () => {
  it.each<[string, RequestIdentity, Record<string, string>]>([
    [
      'all three',
      { sessionId: 's1', token: 't1', language: 'zh' },
      { sessionId: 's1', token: 't1', language: 'zh' },
    ],
    ['none', {}, {}],
    ['token only', { token: 't1' }, { token: 't1' }],
    ['sessionId only', { sessionId: 's1' }, { sessionId: 's1' }],
    ['language only', { language: 'en' }, { language: 'en' }],
    ['blank values are absent', { sessionId: '', token: '  ', language: 'en' }, { language: 'en' }],
    ['undefined values are absent', { sessionId: undefined, token: 't' }, { token: 't' }],
  ])('%s', (_name, identity, expected) => {
    expect(requestIdentityHeaders(identity)).toEqual(expected);
  });

  it('sends each present value unchanged under its own name, and nothing else', () => {
    const optional = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        optional,
        optional,
        fc.option(fc.constantFrom('en', 'zh') as fc.Arbitrary<'en' | 'zh'>, { nil: undefined }),
        (sessionId, token, language) => {
          const headers = requestIdentityHeaders({ sessionId, token, language });
          const present = Object.entries({ sessionId, token, language }).filter(
            ([, v]) => v !== undefined && v.trim() !== '',
          );
          expect(headers).toEqual(Object.fromEntries(present));
        },
      ),
    );
  });
});
