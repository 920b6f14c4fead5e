import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSIDE_URLS, OUTSIDE_URLS } from './webhook-address-spellings';
import {
  SPECIAL_PURPOSE_RANGES,
  bareHost,
  isLocalhostName,
  isPrivateAddress,
  parseWhatwgUrl,
} from './webhook-address';
import { checkWebhookUrl } from './webhooks';

const codeOf = (url: string, allowPrivate = false) => {
  const checked = checkWebhookUrl(url, allowPrivate);
  return checked.ok ? 'ok' : checked.error.code;
};

describe('the webhook address check (ADR 0063)', () => {
  it.each(INSIDE_URLS.map((url) => [url]))('registration refuses %s', (url) => {
    expect(codeOf(url)).toBe('DEVELOPER.WEBHOOK_URL_PRIVATE');
  });

  it.each(OUTSIDE_URLS.map((url) => [url]))('registration accepts %s', (url) => {
    expect(codeOf(url)).toBe('ok');
  });

  it.each([
    ['0177.0.0.1', true],
    ['2130706433', true],
    ['0xa9fea9fe', true],
    ['::ffff:7f00:1', true],
    ['[::ffff:7f00:1]', true],
    ['64:ff9b::808:808', true],
    ['2002:808:808::1', true],
    ['::808:808', true],
    ['fec0::1', true],
    ['198.18.0.1', true],
    ['192.0.0.8', true],
    ['192.0.2.7', true],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
    ['example.com', false],
    ['', false],
  ])('%s is special-purpose: %s', (address, special) => {
    expect(isPrivateAddress(address)).toBe(special);
  });

  it.each([
    ['localhost', true],
    ['localhost.', true],
    ['LocalHost..', true],
    ['a.b.localhost', true],
    ['notlocalhost', false],
    ['localhost.example.com', false],
  ])('%s names this machine: %s', (host, local) => {
    expect(isLocalhostName(host)).toBe(local);
  });

  it('reads a host as the WHATWG parser does, the parser fetch connects with', () => {
    expect(parseWhatwgUrl('https://0177.0.0.1/x')?.hostname).toBe('127.0.0.1');
    expect(bareHost(parseWhatwgUrl('https://[::ffff:127.0.0.1]/x')?.hostname ?? '')).toBe(
      '::ffff:7f00:1',
    );
    expect(parseWhatwgUrl('not a url')).toBeUndefined();
  });

  it('refuses every address of every special-purpose range, however the IPv4 is spelt', () => {
    const v4 = SPECIAL_PURPOSE_RANGES.filter((cidr) => !cidr.includes(':')).map((cidr) => {
      const [base = '', bits = '32'] = cidr.split('/');
      const start = base.split('.').reduce((n, part) => n * 256 + Number(part), 0);
      return { start, size: 2 ** (32 - Number(bits)) };
    });
    const inside = fc
      .tuple(fc.constantFrom(...v4), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }))
      .map(([range, at]) => range.start + Math.floor(at * range.size));
    const spelling = fc.constantFrom(
      (n: number) => String(n),
      (n: number) => `0x${n.toString(16)}`,
      (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'),
      (n: number) =>
        [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
          .map((part) => `0${part.toString(8)}`)
          .join('.'),
      (n: number) => `[::ffff:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}]`,
    );
    fc.assert(
      fc.property(inside, spelling, (address, spell) => {
        expect(codeOf(`https://${spell(address)}/hook`)).toBe('DEVELOPER.WEBHOOK_URL_PRIVATE');
      }),
    );
  });

  it('lets every spelling through when private addresses are allowed (development)', () => {
    for (const url of INSIDE_URLS) expect(codeOf(url.replace('https:', 'http:'), true)).toBe('ok');
  });
});
