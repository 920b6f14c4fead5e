import { buildApp } from './app';
import { loadConfig } from './config';
import { connectPglite, connectPostgres } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { DEMO_LOGINS, seedDemoData, seedReferenceData } from './db/seed';
import { purgeEndedSessions } from './modules/auth/session-repository';
import type { BillingScheduler } from './modules/billing/billing-scheduler';
import { startBillingScheduler } from './modules/billing/billing-scheduler';
import { mailerFromConfig } from './mail/mailer-from-config';
import { SECRETS_KEY_FILE, ensureKeyFile, ensureOperatorKeyFile } from './operator-key';
import type { WebhookScheduler } from './modules/developer/webhook-scheduler';
import { startWebhookScheduler } from './modules/developer/webhook-scheduler';
import { httpWebhookSender } from './webhooks/http-webhook-sender';

/** Ended sessions are kept this long (for support questions), then deleted at a start. */
const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/** Starts the merchant API: database, migrations, demo data, then one port for API and web. */
async function main(): Promise<void> {
  const base = loadConfig();
  const handle = base.databaseUrl
    ? connectPostgres(base.databaseUrl)
    : await connectPglite(base.dataDir);
  let operatorKey = base.operatorKey;
  let operatorKeyNote = 'from OPERATOR_KEY';
  if (operatorKey === undefined && handle.kind === 'pglite') {
    const file = ensureOperatorKeyFile(base.dataDir);
    operatorKey = file.key;
    operatorKeyNote = `${file.created ? 'generated into' : 'read from'} ${file.path}`;
  }
  // Sealed secrets (ADR 0049): SECRETS_KEY, or a key generated into DATA_DIR. Instances sharing
  // a PostgreSQL database must share SECRETS_KEY too.
  const secretsKey = base.secretsKey ?? ensureKeyFile(base.dataDir, SECRETS_KEY_FILE).key;
  const config = { ...base, operatorKey, secretsKey };
  const applied = await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  const demo = await seedDemoData(handle.db, new Date());
  await purgeEndedSessions(handle.db, new Date(Date.now() - SESSION_RETENTION_MS));
  // one mailer for the requests and the billing job's reminders
  const mailer = mailerFromConfig(config.mail, config.dataDir, () => new Date());
  // one sender for the requests and the webhook pass
  const webhookSender = httpWebhookSender({
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
  });
  const app = await buildApp({ config, db: handle.db, mailer, webhookSender });
  app.log.info({ database: handle.where, migrationsApplied: applied }, 'database ready');

  // Started once the server listens; stopped before the database closes.
  const billing: { scheduler?: BillingScheduler; webhooks?: WebhookScheduler } = {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing in-flight requests');
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    // app.close() stops accepting connections and waits for requests already running.
    void app
      .close()
      .then(() => billing.scheduler?.stop())
      .then(() => billing.webhooks?.stop())
      .then(() => handle.db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  billing.scheduler =
    config.billingIntervalMs > 0
      ? startBillingScheduler({
          db: handle.db,
          now: () => new Date(),
          mailer,
          intervalMs: config.billingIntervalMs,
          onPass: (pass) => {
            const { reminded, mailed, mailFailed } = pass.reminders;
            if (
              pass.cyclesStarted +
                pass.runsBilled +
                pass.owedSettled +
                pass.runsFailed.length +
                reminded +
                mailed +
                mailFailed +
                pass.noticeMails.mailed +
                pass.noticeMails.mailFailed >
              0
            )
              app.log.info({ billing: pass }, 'billing pass');
          },
          onError: (error) => app.log.error({ err: error }, 'billing pass failed'),
        })
      : undefined;
  billing.webhooks =
    config.webhooks.intervalMs > 0
      ? startWebhookScheduler({
          db: handle.db,
          now: () => new Date(),
          sender: webhookSender,
          secretsKey: config.secretsKey,
          intervalMs: config.webhooks.intervalMs,
          leaseMs: config.webhooks.timeoutMs * 3,
          onPass: (pass) => {
            if (pass.delivered + pass.retried + pass.failed + pass.disabled > 0)
              app.log.info({ webhooks: pass }, 'webhook pass');
          },
          onError: (error) => app.log.error({ err: error }, 'webhook pass failed'),
        })
      : undefined;
  const url = `http://localhost:${config.port}`;
  const lines = [
    `Merchant portal API listening on ${url} (${handle.where})`,
    `  API docs:        ${url}/docs`,
    `  Demo main login: ${DEMO_LOGINS.main.username} / ${DEMO_LOGINS.main.password}`,
    `  Demo sub-account: ${DEMO_LOGINS.sub.username} / ${DEMO_LOGINS.sub.password} with customer_id ${demo.customerId}`,
    operatorKey === undefined
      ? '  Operator API:    disabled (set OPERATOR_KEY to enable it)'
      : `  Operator key:    ${operatorKeyNote}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
