import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadProfileName } from './uploads';
import { UPLOAD_PROFILES, validateUploadFile, validateUploadFiles } from './uploads';

const KB = 1024;
const file = (name: string, sizeBytes: number) => ({ name, sizeBytes });

describe('upload profiles', () => {
  it.each([
    ['productImages', 'a.jpg', 2 * 1024 * KB, undefined],
    ['productImages', 'a.JPEG', 2 * 1024 * KB + 1, 'UPLOAD.FILE_TOO_LARGE'],
    ['productImages', 'a.png', 1, undefined],
    ['productImages', 'a.gif', 1, undefined],
    ['productImages', 'a.webp', 1, 'UPLOAD.FILE_TYPE'],
    ['productImages', 'jpg', 1, 'UPLOAD.FILE_TYPE'],
    ['bulkImages', 'a.png', 500 * KB, undefined],
    ['bulkImages', 'a.png', 500 * KB + 1, 'UPLOAD.FILE_TOO_LARGE'],
    ['certificates', 'c.jpg', 1024 * KB, undefined],
    ['certificates', 'c.jpg', 1024 * KB + 1, 'UPLOAD.FILE_TOO_LARGE'],
    ['spreadsheet', 'orders.xlsx', 500 * KB, undefined],
    ['spreadsheet', 'orders.XLS', 1, undefined],
    ['spreadsheet', 'orders.csv', 500 * KB + 1, 'UPLOAD.FILE_TOO_LARGE'],
    ['spreadsheet', 'orders.pdf', 1, 'UPLOAD.FILE_TYPE'],
  ] as const)('%s: %s of %i bytes -> %s', (profile, name, size, code) => {
    expect(validateUploadFile(file(name, size), UPLOAD_PROFILES[profile])?.code).toBe(code);
  });

  it('names the allowed types and the size limit', () => {
    expect(validateUploadFile(file('a.bmp', 1), UPLOAD_PROFILES.productImages)).toEqual({
      code: 'UPLOAD.FILE_TYPE',
      params: { allowed: 'JPG, PNG, GIF' },
    });
    expect(validateUploadFile(file('a.csv', 600 * KB), UPLOAD_PROFILES.spreadsheet)).toEqual({
      code: 'UPLOAD.FILE_TOO_LARGE',
      params: { limit: '500 KB' },
    });
  });

  it.each([
    ['productImages', 8],
    ['bulkImages', 20],
    ['certificates', 4],
    ['spreadsheet', 1],
  ] as const)('%s takes %i files and refuses one more', (profile, max) => {
    const files = Array.from({ length: max + 1 }, (_, i) => file(`f${i}.jpg`, 10));
    const spreadsheet = files.map((f) => ({ ...f, name: f.name.replace('jpg', 'csv') }));
    const chosen = profile === 'spreadsheet' ? spreadsheet : files;
    expect(validateUploadFiles(chosen.slice(0, max), UPLOAD_PROFILES[profile])).toBeUndefined();
    expect(validateUploadFiles(chosen, UPLOAD_PROFILES[profile])).toEqual({
      code: 'UPLOAD.TOO_MANY_FILES',
      params: { max },
    });
  });

  it('accepts every allowed file within the size and refuses every larger one', () => {
    const names = Object.keys(UPLOAD_PROFILES) as UploadProfileName[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat({ max: 3 * 1024 * KB }), (name, size) => {
        const profile = UPLOAD_PROFILES[name];
        const check = validateUploadFile(file(`x.${profile.extensions[0]}`, size), profile);
        if (size <= profile.maxBytes) expect(check).toBeUndefined();
        else expect(check?.code).toBe('UPLOAD.FILE_TOO_LARGE');
      }),
    );
  });

  it('accepts every set up to the profile count and refuses every larger set', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), (count) => {
        const files = Array.from({ length: count }, (_, i) => file(`${i}.png`, 100));
        const check = validateUploadFiles(files, UPLOAD_PROFILES.productImages);
        if (count <= 8) expect(check).toBeUndefined();
        else expect(check).toEqual({ code: 'UPLOAD.TOO_MANY_FILES', params: { max: 8 } });
      }),
    );
  });
});
