import { API_CODES } from '@portal/contract';
import type { Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiFailure } from '../envelope';

export interface UploadedFile {
  readonly bytes: Buffer;
  readonly fileName: string;
}

/**
 * The one file of a multipart request, whole. The multipart reader stops a file at its size limit
 * and marks it truncated; when a chunk of the body ends exactly at the limit it reports no error,
 * so the mark is checked here: a file cut short is refused as too large, never kept as its head.
 */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<Result<UploadedFile, ApiFailure>> {
  const missing = { code: API_CODES.invalid, messages: [message('SERVER.UPLOAD_MISSING')] };
  if (!request.isMultipart()) return err(missing);
  const file = await request.file();
  if (!file) return err(missing);
  const bytes = await file.toBuffer();
  if (file.file.truncated)
    return err({
      code: API_CODES.payloadTooLarge,
      messages: [message('SERVER.PAYLOAD_TOO_LARGE')],
    });
  return ok({ bytes, fileName: file.filename });
}
