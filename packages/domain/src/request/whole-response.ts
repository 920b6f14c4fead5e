/**
 * Downloads, Excel files and octet-streams are handed to the caller whole (platform-shell.md
 * section 7): no envelope to read, no success rule, no toast.
 */
export interface ResponseShape {
  /** What the caller asked the transport for; 'blob' and 'arraybuffer' mean a download. */
  readonly responseType?: string | undefined;
  readonly contentType?: string | undefined;
  readonly contentDisposition?: string | undefined;
}

const DOWNLOAD_RESPONSE_TYPES: readonly string[] = ['blob', 'arraybuffer'];

/** Media types returned whole: both Excel formats and the generic binary stream. */
export const WHOLE_CONTENT_TYPES: readonly string[] = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** The media type without parameters, lower case: 'Application/Excel; charset=x' → 'application/excel'. */
export function contentMediaType(contentType: string | undefined): string {
  return (contentType ?? '').replace(/;.*/s, '').trim().toLowerCase();
}

/** True for a download (asked as blob/arraybuffer, or sent as an attachment), Excel or octet-stream. */
export function isWholeResponse(shape: ResponseShape): boolean {
  return (
    DOWNLOAD_RESPONSE_TYPES.includes(shape.responseType ?? '') ||
    WHOLE_CONTENT_TYPES.includes(contentMediaType(shape.contentType)) ||
    /^\s*attachment\b/i.test(shape.contentDisposition ?? '')
  );
}

function decodeExtended(value: string): string | undefined {
  const match = /^([\w-]+)'[^']*'(.*)$/.exec(value);
  if (!match || match[1]?.toLowerCase() !== 'utf-8') return undefined;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The file name of a Content-Disposition header, preferring the RFC 5987 `filename*=UTF-8''...`
 * form (Chinese file names travel that way) over `filename="..."`; undefined when none is usable.
 */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  const text = header ?? '';
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(text)?.[1];
  const decoded = extended === undefined ? undefined : decodeExtended(extended.trim());
  if (decoded) return decoded;
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(text);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? undefined : name;
}
