import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeUnitOfWork, NOT_A_METHOD, strictFake } from './strict-fake';

interface Shelf {
  count(sku: string): Promise<number>;
  put(sku: string, quantity: number): Promise<void>;
}

describe('strictFake', () => {
  it('answers with the methods the test provides', async () => {
    const shelf = strictFake<Shelf>('Shelf', { count: async () => 3 });
    expect(await shelf.count('A')).toBe(3);
  });

  it.each([['put'], ['take'], ['count']])(
    'throws naming the port for %s when not provided',
    (m) => {
      const shelf = strictFake<Record<string, () => unknown>>('Shelf', {});
      expect(() => shelf[m]?.()).toThrow(`Shelf.${m}: not implemented in this test`);
    },
  );

  // Object's own members (toString, constructor, ...) keep their meaning, and so do the names
  // promises and printers ask every object for.
  it('throws for any other method name a test did not provide', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((name) => !(name in Object.prototype) && !NOT_A_METHOD.has(name)),
        (name) => {
          const fake = strictFake<Record<string, () => unknown>>('Port', {});
          expect(() => fake[name]?.()).toThrow(`Port.${name}: not implemented`);
        },
      ),
    );
  });

  it('is not a thenable, so an async function may return it and a test may print it', async () => {
    const shelf = strictFake<Shelf>('Shelf', {});
    await expect(Promise.resolve(shelf)).resolves.toBe(shelf);
    expect(() => JSON.stringify(shelf)).not.toThrow();
  });
});

describe('fakeUnitOfWork', () => {
  it('hands the same fakes to the work and counts the runs', async () => {
    const shelf = strictFake<Shelf>('Shelf', { count: async () => 5 });
    const uow = fakeUnitOfWork({ shelf });
    expect(await uow.run(({ shelf: s }) => s.count('A'))).toBe(5);
    expect(uow.runs()).toBe(1);
  });

  it('lets the work throw through it', async () => {
    const uow = fakeUnitOfWork({});
    await expect(uow.run(async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
  });
});
