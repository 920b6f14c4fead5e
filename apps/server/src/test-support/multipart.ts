/** A 1x1 PNG: the smallest real image file-type recognises. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A multipart/form-data body with one file field, as a browser sends an upload; text fields
 * (`fields`) go before the file part, as a browser's FormData with them appended first does.
 */
export function multipartBody(
  file: Buffer,
  fileName: string,
  contentType: string,
  field = 'file',
  fields: Readonly<Record<string, string>> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----portal-test-boundary';
  const texts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
