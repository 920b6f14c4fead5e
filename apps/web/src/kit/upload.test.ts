import { HttpRequestFailure, UPLOAD_PROFILES } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './upload';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('FileUpload', () => {
  it.each([
    ['a PDF as a spreadsheet', file('p.pdf'), 'UPLOAD.FILE_TYPE'],
    ['a CSV over 500 KB', file('p.csv', 500 * 1024 + 1), 'UPLOAD.FILE_TOO_LARGE'],
  ])('refuses %s before sending it', async (_what, picked, code) => {
    const send = vi.fn();
    const upload = new FileUpload(UPLOAD_PROFILES.spreadsheet, send);
    expect(await upload.upload(picked)).toBeUndefined();
    expect(upload.refused?.code).toBe(code);
    expect(upload.problem).toBe(upload.refused);
    expect(send).not.toHaveBeenCalled();
  });

  it("resolves with the server's answer; a refusal keeps the server's reason", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ id: 9 })
      .mockRejectedValueOnce(new HttpRequestFailure('body', 'XLS files are not supported'));
    const upload = new FileUpload(UPLOAD_PROFILES.spreadsheet, send);
    expect(await upload.upload(file('p.csv'))).toEqual({ id: 9 });
    expect(await upload.upload(file('old.xls'))).toBeUndefined();
    expect(upload.failure).toBe('XLS files are not supported');
    expect(upload.problem).toBe('XLS files are not supported');
    expect(upload.busy).toBe(false);
    upload.clear();
    expect(upload.problem).toBeUndefined();
  });

  it('counts the files held against the profile, and keeps those sent before a refusal', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('not an image'));
    const upload = new FileUpload<string>(UPLOAD_PROFILES.certificates, send);
    const kept: string[] = [];
    const held = { name: 'held.jpg', sizeBytes: 1 };
    const max = UPLOAD_PROFILES.certificates.maxFiles;
    await upload.uploadAll(
      Array.from({ length: max }, (_, n) => file(`${n}.png`)),
      [held],
      (answer) => kept.push(answer),
    );
    expect(upload.refused).toBeDefined();
    expect(send).not.toHaveBeenCalled();
    await upload.uploadAll([file('a.png'), file('b.png')], [], (answer) => kept.push(answer));
    expect(kept).toEqual(['first']);
    expect(upload.failure).toBe('not an image');
  });
});
