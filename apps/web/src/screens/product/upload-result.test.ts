import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { UploadResultModel, uploadIdOf } from './upload-result';
import { strictProductGateway } from './product-test-support';

describe('uploadIdOf', () => {
  it.each([
    ['?id=12', 12],
    ['?id=0', undefined],
    ['?id=-3', undefined],
    ['?id=1.5', undefined],
    ['?id=abc', undefined],
    ['', undefined],
    ['?x=1&id=7', 7],
  ])('%j reads as %s', (search, id) => {
    expect(uploadIdOf(search)).toBe(id);
  });

  it('reads back every positive id the list puts in the path (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(uploadIdOf(`?id=${id}`)).toBe(id);
      }),
    );
  });
});

describe('UploadResultModel', () => {
  it('loads nothing without an id', async () => {
    const model = new UploadResultModel(strictProductGateway());
    await model.load(undefined);
    expect(model.record.value).toBeUndefined();
    expect(model.record.failed).toBe(false);
  });

  it('keeps only the answer for the id asked last', async () => {
    let release: (value: never) => void = () => undefined;
    const uploadResult = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce({ id: 2, rows: [] });
    const model = new UploadResultModel(strictProductGateway({ uploadResult }));
    const first = model.load(1);
    await model.load(2);
    release({ id: 1, rows: [] } as never);
    await first;
    expect(model.record.value?.id).toBe(2);
  });
});
