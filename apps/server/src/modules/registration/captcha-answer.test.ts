import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp, TEST_OPERATOR_KEY } from '../../test-support/test-app';
import { captchaQuestionOf } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const answerOf = (key: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/merchant/api-ops/captcha-answer?captcha_key=${encodeURIComponent(key)}`,
    headers,
  });

describe('the captcha answer for the operator', () => {
  it('tells the answer of a live captcha, which then passes', async () => {
    const { key, answer } = await t.newCaptcha();
    expect(answer).toMatch(/^\d+$/);
    const checked = await t.post('/api/register/captchaValidate', {
      captcha_key: key,
      captcha: answer,
    });
    expect(checked.body.code).toBe('200');
  });

  it.each([
    ['no operator key', {}],
    ['a wrong operator key', { 'x-operator-key': 'not-it' }],
  ])('refuses %s', async (_name, headers) => {
    const { key } = await t.newCaptcha();
    const response = await answerOf(key, headers);
    expect(response.json()).toMatchObject({ code: '403', data: null });
  });

  it('knows no captcha that is unknown or spent', async () => {
    const { key, answer } = await t.newCaptcha();
    await t.post('/api/register/captchaValidate', { captcha_key: key, captcha: `${answer}1` });
    for (const unknown of [key, 'no-such-key']) {
      const response = await answerOf(unknown, { 'x-operator-key': TEST_OPERATOR_KEY });
      expect(response.json()).toMatchObject({ code: '404' });
    }
  });
});

describe('captchaQuestionOf', () => {
  it('draws the same question for a key under one operator key, another under another', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `key-${i}`);
    const under = (operator: string) => keys.map((k) => captchaQuestionOf(k, operator).text);
    expect(under('a')).toEqual(under('a'));
    expect(under('a')).not.toEqual(under('b'));
    for (const key of keys) {
      const { text, answer } = captchaQuestionOf(key, 'a');
      const [x, op, y] = text.split(' ');
      const expected =
        op === '+'
          ? Number(x) + Number(y)
          : op === '-'
            ? Number(x) - Number(y)
            : Number(x) * Number(y);
      expect(answer).toBe(expected);
    }
  });
});
