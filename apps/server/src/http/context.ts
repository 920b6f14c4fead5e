import type { EndpointById, EndpointId, InputOf } from '@portal/contract';
import type { Language, Role } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SheetReader } from '../sheets/sheet-reader';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import type { Mailer } from '../mail/mailer';
import type { WebhookSender } from '../webhooks/webhook-sender';

/** What every module needs from outside; tests pass their own clock. */
export interface Deps {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly now: () => Date;
  /** Parses uploaded spreadsheets off the thread that answers requests. */
  readonly sheets: SheetReader;
  /** Where e-mail goes (files in the data folder, or SMTP by configuration). */
  readonly mailer: Mailer;
  /** Uploaded files' bytes: the data folder or the database, by configuration (ADR 0042). */
  readonly files: FileStore;
  /** Where webhook deliveries leave (ADR 0051): fetch, or a test's stand-in. */
  readonly webhookSender: WebhookSender;
}

/** The caller behind a live token. Merchant data is always selected by `customerId` from here. */
export interface SessionContext {
  readonly sessionRowId: number;
  readonly publicId: string;
  readonly customerId: number;
  readonly subAccountId: number | null;
  readonly loginType: 'main' | 'sub';
  /** The sub-account's role; null for the main account, which may do everything (ADR 0035). */
  readonly role: Role | null;
  readonly warehouseId: number | null;
}

export interface HandlerContext<TInput = unknown> {
  /**
   * The request after schema validation: the endpoint's `InputOf` (ids and paging as numbers,
   * optional text '' when absent, enums narrowed). Rules still trim text.
   */
  readonly input: TInput;
  readonly session: SessionContext | null;
  readonly language: Language;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly deps: Deps;
}

/** For endpoints whose access is not public the wrapper has already refused anonymous callers. */
export function sessionOf(ctx: HandlerContext): SessionContext {
  if (ctx.session === null) throw new Error('sessionOf called on a public endpoint');
  return ctx.session;
}

/** Returned by a handler that wrote the reply itself (an image, not an envelope). */
export const REPLY_SENT = Symbol('reply sent');

/** The validated input of the endpoint `Id` (for a use case's parameter type). */
export type InputFor<Id extends EndpointId> = InputOf<EndpointById<Id>>;
