import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeData, envelopeMessages, hasEnvelopeAlert, isSuccessEnvelope } from './envelope';

describe('isSuccessEnvelope', () => {
  it.each([
    [{ ask: true, code: '500' }, true],
    [{ ask: 1 }, true],
    [{ ask: 'yes' }, true],
    [{ ask: '0' }, true], // JavaScript truthiness, as the spec words it
    [{ ask: false, code: '200' }, true],
    [{ code: '200' }, true],
    [{ ask: false, code: 200 }, false], // the number is not the string
    [{ ask: 0, code: '201' }, false],
    [{ ask: '', code: ' 200' }, false],
    [{ ask: null, code: '2000' }, false],
    [{}, false],
    [null, false],
    ['<html>proxy error</html>', false],
    [undefined, false],
  ])('%j → %s', (body, expected) => {
    expect(isSuccessEnvelope(body)).toBe(expected);
  });

  it('is success exactly when ask is truthy or code is the string 200', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (ask, code) => {
        expect(isSuccessEnvelope({ ask, code })).toBe(Boolean(ask) || code === '200');
      }),
    );
  });
});

describe('hasEnvelopeAlert', () => {
  it.each([
    ['text', true],
    [' x ', true],
    [true, true],
    [1, true],
    [['a'], true],
    [{ a: 1 }, true],
    ['', false],
    ['   ', false],
    [false, false],
    [0, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
    [[], false],
    [{}, false],
  ])('alert %j → %s', (alert, expected) => {
    expect(hasEnvelopeAlert({ alert, data: 1 })).toBe(expected);
  });

  it('a body without an alert field, or no object at all, has none', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        fc.dictionary(
          fc.string().filter((k) => k !== 'alert'),
          fc.anything(),
        ),
        (scalar, object) => {
          expect(hasEnvelopeAlert(scalar)).toBe(false);
          expect(hasEnvelopeAlert(object)).toBe(false);
        },
      ),
    );
  });

  it('any non-blank text alert short-circuits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (alert) => {
          expect(hasEnvelopeAlert({ alert })).toBe(true);
        },
      ),
    );
  });
});

describe('envelopeData', () => {
  it.each([
    [{ data: { a: 1 } }, { a: 1 }],
    [{ data: null }, null],
    [{}, undefined],
    ['text', undefined],
  ])('%j → %j', (body, expected) => {
    expect(envelopeData(body)).toEqual(expected);
  });
});

describe('envelopeMessages', () => {
  it.each([
    [{ msg: 'Saved' }, ['Saved']],
    [{ msg: ['One', 'Two'] }, ['One', 'Two']],
    [{ msg: ['One', '', '  ', 'Two'] }, ['One', 'Two']],
    [{ msg: ['One', 3, null, { a: 1 }] }, ['One']],
    [{ msg: '' }, []],
    [{ msg: '   ' }, []],
    [{ msg: [] }, []],
    [{ msg: 42 }, []],
    [{}, []],
    [null, []],
  ])('%j → %j', (body, expected) => {
    expect(envelopeMessages(body)).toEqual(expected);
  });

  it('keeps every non-blank entry of a list, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (msg) => {
        expect(envelopeMessages({ msg })).toEqual(msg.filter((m) => m.trim() !== ''));
      }),
    );
  });

  it('reads a single text as a list of at most one', () => {
    fc.assert(
      fc.property(fc.string(), (msg) => {
        expect(envelopeMessages({ msg })).toEqual(msg.trim() === '' ? [] : [msg]);
      }),
    );
  });
});
