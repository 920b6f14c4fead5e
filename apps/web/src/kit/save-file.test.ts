import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64File, saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden download link of the file, then lets the address go', async () => {
    const createObjectURL = vi.fn(() => 'blob:template');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const body = new Blob(['sku']);
    saveFile(body, 'template.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(body);
    expect(clicked).toEqual([{ href: 'blob:template', download: 'template.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:template');
  });
});

describe('base64File', () => {
  it('turns an answer of base64 text back into its bytes and type', async () => {
    const bytes = [0x50, 0x4b, 0x03, 0x04, 0xff, 0x00];
    const file = base64File({
      content_base64: btoa(String.fromCharCode(...bytes)),
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(bytes);
  });
});
