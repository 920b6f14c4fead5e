import type { RouteSpec } from '@portal/contract';
import { ALL_ROUTES, API_CODES } from '@portal/contract';
import type { Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiFailure } from '../envelope';
import { permissionRefusal } from './authenticate';
import type { HandlerContext } from './context';

/**
 * A multipart body the parser cannot read (no boundary, cut before its end, garbage) is the
 * client's fault: it becomes a 400 'request could not be read', like a malformed JSON body. Errors
 * that already carry a client status (a file over the limit, too many parts) keep theirs.
 */
function unreadableBody(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return Object.assign(new Error('unreadable multipart body', { cause: error }), {
    statusCode: 400,
    code: 'UNREADABLE_MULTIPART',
  });
}

export interface UploadedFile {
  readonly bytes: Buffer;
  readonly fileName: string;
  /** The text fields sent before the file part (a browser's FormData sends them first). */
  readonly fields: Readonly<Record<string, string>>;
}

/** The text parts among a multipart file's `fields` (the last value of a repeated name). */
function textFields(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, part] of Object.entries(fields)) {
    const last: unknown = Array.isArray(part) ? part.at(-1) : part;
    const { type, value } = (last ?? {}) as { type?: unknown; value?: unknown };
    if (type === 'field' && typeof value === 'string') texts[name] = value;
  }
  return texts;
}

const routesByKey = new Map(ALL_ROUTES.map((route) => [`${route.method} ${route.path}`, route]));

/** The contract route the request was registered for (none when the open API calls a handler). */
const routeOf = (request: FastifyRequest): RouteSpec | undefined =>
  routesByKey.get(`${request.method} ${request.routeOptions.url ?? ''}`);

/**
 * The one file of a multipart request, whole. The multipart reader stops a file at its size limit
 * and marks it truncated; when a chunk of the body ends exactly at the limit it reports no error,
 * so the mark is checked here: a file cut short is refused as too large, never kept as its head.
 */
export async function readUploadedFile(
  ctx: Pick<HandlerContext, 'request' | 'session'>,
): Promise<Result<UploadedFile, ApiFailure>> {
  const { request } = ctx;
  const missing = { code: API_CODES.invalid, messages: [message('SERVER.UPLOAD_MISSING')] };
  if (!request.isMultipart()) return err(missing);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    file = await request.file();
    if (!file) return err(missing);
    bytes = await file.toBuffer();
  } catch (error) {
    throw unreadableBody(error);
  }
  // The reader takes a part typed application/octet-stream for a file even without a filename;
  // every upload judges the file by its name's extension, so a nameless one is refused here.
  if (typeof file.filename !== 'string' || file.filename.trim() === '')
    return err({ code: API_CODES.invalid, messages: [message('SERVER.UPLOAD_NAME_MISSING')] });
  if (file.file.truncated)
    return err({
      code: API_CODES.payloadTooLarge,
      messages: [message('SERVER.PAYLOAD_TOO_LARGE')],
    });
  const fields = textFields(file.fields);
  // The verb of a multipart route (the order upload's save_as) is only known now (ADR 0060).
  const route = routeOf(request);
  const refused =
    route === undefined || ctx.session === null
      ? undefined
      : permissionRefusal(route, ctx.session, fields);
  if (refused !== undefined) return refused;
  return ok({ bytes, fileName: file.filename, fields });
}
