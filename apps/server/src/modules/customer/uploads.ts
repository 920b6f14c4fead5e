import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

const uploadDir = (dataDir: string) => join(dataDir, 'uploads');

/**
 * A picture of at most 2 MB (multipart's limit stops a larger one while it streams), sniffed with
 * file-type, stored under DATA_DIR/uploads by a random name and recorded for this merchant only.
 */
export async function uploadPicture(ctx: HandlerContext): Promise<Outcome<UploadData>> {
  const session = sessionOf(ctx);
  const file = await readUploadedFile(ctx.request);
  if (!file.ok) return err(file.error);
  const { bytes } = file.value;
  const tooLarge = validateLicenceSize(bytes.length);
  if (tooLarge) return invalid([tooLarge]);
  const sniffed = await fileTypeFromBuffer(bytes);
  const extension = sniffed ? ALLOWED.get(sniffed.mime) : undefined;
  if (!sniffed || !extension) return fail(API_CODES.invalid, 'SERVER.UPLOAD_TYPE');
  const id = randomBytes(16).toString('hex');
  const fileName = `${id}.${extension}`;
  await mkdir(uploadDir(ctx.deps.config.dataDir), { recursive: true });
  await writeFile(join(uploadDir(ctx.deps.config.dataDir), fileName), bytes, { flag: 'wx' });
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

/** Serves a picture back to the merchant that uploaded it, and to nobody else. */
export async function servePicture(
  ctx: HandlerContext<InputFor<'customer.picture'>>,
): Promise<Outcome<never> | typeof REPLY_SENT> {
  const session = sessionOf(ctx);
  const id = ctx.input.id.trim();
  const upload = /^[0-9a-f]{32}$/.test(id)
    ? await findUpload(ctx.deps.db, session.customerId, id)
    : undefined;
  if (!upload) return fail(API_CODES.notFound, 'SERVER.UPLOAD_UNKNOWN');
  const path = join(uploadDir(ctx.deps.config.dataDir), upload.file_name);
  await ctx.reply
    .type(upload.mime)
    .header('cache-control', 'private, max-age=3600')
    .send(createReadStream(path));
  return REPLY_SENT;
}
