import type { Socket } from 'node:net';
import { API_CODES } from '@portal/contract';
import type { ApiCode } from '@portal/contract';
import { message } from '@portal/domain';
import { envelopeOf } from '../envelope';
import { texts } from '../i18n';

const byNodeCode: Readonly<Record<string, readonly [number, ApiCode, string]>> = {
  HPE_HEADER_OVERFLOW: [431, API_CODES.headersTooLarge, 'SERVER.HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, API_CODES.requestTimeout, 'SERVER.REQUEST_TIMEOUT'],
};
const unreadable = [400, API_CODES.invalid, 'SERVER.BAD_REQUEST'] as const;

/**
 * Node refuses some requests before Fastify sees them (headers over 16 kB, a request that did not
 * arrive within the timeout, bytes that are not HTTP); they still get the envelope, in English since
 * no language header was read, and the socket is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, text] = byNodeCode[error.code ?? ''] ?? unreadable;
  const body = JSON.stringify(envelopeOf(code, texts('en', [message(text)]), null));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nconnection: close\r\n` +
        `content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
