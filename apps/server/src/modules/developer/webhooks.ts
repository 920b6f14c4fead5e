import type { DeliveryRow, Page, WebhookCreated, WebhookList, WebhookRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { WebhookEvent } from '@portal/domain';
import {
  DEVELOPER_CODES,
  WEBHOOK_EVENTS,
  checkWebhookUrl,
  message,
  parseWebhookEvents,
} from '@portal/domain';
import { randomBytes } from 'node:crypto';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import type { PagingInput } from '../../http/paging';
import { pageOf, pagingOf } from '../../http/paging';
import { requireSecretsKey, sealSecret } from '../../security/sealed-secrets';
import type { WebhookTableRow } from './repository';
import {
  countWebhooks,
  deleteWebhook,
  enableWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  pageOfDeliveries,
} from './repository';

/** A merchant registers at most this many URLs. */
export const WEBHOOKS_MAX = 10;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const eventsOf = (text: string): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((event) => text.split(',').includes(event));

export const webhookView = (row: WebhookTableRow): WebhookRow => ({
  id: row.id,
  url: row.url,
  events: eventsOf(row.events),
  status: row.status,
  secret_hint: row.secret_hint,
  failing_since: iso(row.failing_since),
  disabled_at: iso(row.disabled_at),
  created_at: new Date(row.created_at).toISOString(),
});

export async function listMerchantWebhooks(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<WebhookList>> {
  const rows = await listWebhooks(deps.db, session.customerId);
  return succeed({ list: rows.map(webhookView) });
}

/** Registers a URL for events; the signing secret is answered once and kept sealed. */
export async function registerWebhook(
  deps: Deps,
  session: SessionContext,
  form: { url: string; events: string },
): Promise<Outcome<WebhookCreated>> {
  const url = checkWebhookUrl(form.url, deps.config.webhooks.allowPrivate);
  const events = parseWebhookEvents(form.events);
  const issues = [
    ...(url.ok ? [] : [{ field: 'url', ...url.error }]),
    ...(events.ok ? [] : [{ field: 'events', ...events.error }]),
  ];
  if (!url.ok || !events.ok) return invalidFields(issues);
  // the literal host passed; a name is resolved and judged by the rule deliveries use (ADR 0063)
  if ((await deps.webhookSender.checkUrl(url.value)) === 'private')
    return invalidFields([{ field: 'url', ...message(DEVELOPER_CODES.webhookUrlPrivate) }]);
  if ((await countWebhooks(deps.db, session.customerId)) >= WEBHOOKS_MAX)
    return fail(API_CODES.conflict, message('SERVER.WEBHOOKS_TOO_MANY', { max: WEBHOOKS_MAX }));
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await insertWebhook(deps.db, {
    customerId: session.customerId,
    url: url.value,
    events: events.value.join(','),
    secretSealed: sealSecret(secret, requireSecretsKey(deps.config.secretsKey)),
    secretHint: secret.slice(-4),
    now: deps.now(),
  });
  return succeed({ webhook: webhookView(row), secret }, 'SERVER.WEBHOOK_CREATED');
}

export async function enableMerchantWebhook(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<WebhookRow>> {
  const found = await findWebhook(deps.db, session.customerId, id);
  if (!found) return fail(API_CODES.notFound, 'SERVER.WEBHOOK_NOT_FOUND');
  return succeed(webhookView(await enableWebhook(deps.db, id)), 'SERVER.WEBHOOK_ENABLED');
}

export async function deleteMerchantWebhook(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<null>> {
  const found = await findWebhook(deps.db, session.customerId, id);
  if (!found) return fail(API_CODES.notFound, 'SERVER.WEBHOOK_NOT_FOUND');
  await deleteWebhook(deps.db, id);
  return succeed(null, 'SERVER.WEBHOOK_DELETED');
}

export async function listDeliveries(
  deps: Deps,
  session: SessionContext,
  input: PagingInput & { readonly webhook_id?: number | undefined },
): Promise<Outcome<Page<DeliveryRow>>> {
  const paging = pagingOf(input);
  const { rows, attempts, total } = await pageOfDeliveries(
    deps.db,
    session.customerId,
    input.webhook_id,
    paging,
  );
  const list = rows.map((row): DeliveryRow => ({
    id: Number(row.id),
    webhook_id: row.webhook_id,
    url: row.url,
    event: row.event,
    event_id: row.event_id,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    created_at: new Date(row.created_at).toISOString(),
    payload: row.payload,
    log: attempts
      .filter((attempt) => Number(attempt.delivery_id) === Number(row.id))
      .map((attempt) => ({
        at: new Date(attempt.at).toISOString(),
        http_status: attempt.http_status,
        error: attempt.error,
        duration_ms: attempt.duration_ms,
      })),
  }));
  return succeed(pageOf(list, total, paging));
}
