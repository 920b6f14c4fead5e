import { randomBytes } from 'node:crypto';
import type { UploadData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { err, validateLicenceSize } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { HandlerContext, InputFor } from '../../http/context';
import { REPLY_SENT, sessionOf } from '../../http/context';
import { specOf } from '../../http/register-endpoint';
import { readUploadedFile } from '../../http/uploaded-file';
import { findUpload, insertUpload } from './repository';

/** What the bytes are, not what the name or the Content-Type claims. */
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
]);

/**
 * A picture of at most 2 MB (multipart's limit stops a larger one while it streams), sniffed with
 * file-type, stored in the file store (ADR 0042) by a random name and recorded for this merchant only.
 */
export async function uploadPicture(ctx: HandlerContext): Promise<Outcome<UploadData>> {
  const session = sessionOf(ctx);
  const file = await readUploadedFile(ctx);
  if (!file.ok) return err(file.error);
  const { bytes } = file.value;
  const tooLarge = validateLicenceSize(bytes.length);
  if (tooLarge) return invalid([tooLarge]);
  const sniffed = await fileTypeFromBuffer(bytes);
  const extension = sniffed ? ALLOWED.get(sniffed.mime) : undefined;
  if (!sniffed || !extension) return fail(API_CODES.invalid, 'SERVER.UPLOAD_TYPE');
  const id = randomBytes(16).toString('hex');
  const fileName = `${id}.${extension}`;
  await ctx.deps.files.put(fileName, bytes, ctx.deps.now());
  await insertUpload(ctx.deps.db, {
    id,
    customer_id: session.customerId,
    file_name: fileName,
    mime: sniffed.mime,
    size: bytes.length,
    created_at: ctx.deps.now(),
  });
  return succeed(
    {
      id,
      url: `${specOf('customer.picture').path}?id=${id}`,
      mime: sniffed.mime,
      size: bytes.length,
    },
    'SERVER.UPLOAD_OK',
  );
}

/**
 * Serves a picture back to the merchant that uploaded it, and to nobody else. A record whose bytes
 * are gone (a lost folder, an instance without the file) is a 404 envelope, never a 500.
 */
export async function servePicture(
  ctx: HandlerContext<InputFor<'customer.picture'>>,
): Promise<Outcome<never> | typeof REPLY_SENT> {
  const session = sessionOf(ctx);
  const id = ctx.input.id.trim();
  const upload = /^[0-9a-f]{32}$/.test(id)
    ? await findUpload(ctx.deps.db, session.customerId, id)
    : undefined;
  if (!upload) return fail(API_CODES.notFound, 'SERVER.UPLOAD_UNKNOWN');
  const bytes = await ctx.deps.files.get(upload.file_name);
  if (!bytes) return fail(API_CODES.notFound, 'SERVER.UPLOAD_FILE_GONE');
  await ctx.reply.type(upload.mime).header('cache-control', 'private, max-age=3600').send(bytes);
  return REPLY_SENT;
}
