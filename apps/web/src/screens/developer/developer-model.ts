import type {
  ApiCallRow,
  CertificateCreated,
  CertificateList,
  CertificateRow,
  DeliveryRow,
  WebhookCreated,
  WebhookList,
  WebhookRow,
} from '@portal/contract';
import type {
  MessageCode,
  OpenApiArea,
  ScopeLevel,
  ValidationFieldIssue,
  WebhookEvent,
} from '@portal/domain';
import {
  checkWebhookUrl,
  formatScopes,
  OPEN_API_AREAS,
  parseScopes,
  parseWebhookEvents,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DeveloperGateway } from '../../gateways/developer-gateway';
import { failureText, FormModel } from '../../kit/form-model';
import { Remote } from '../../kit/remote';
import { PagedList } from '../../lists/paged-list';

/** An area's level as the form's select holds it: '' for no access. */
export type LevelChoice = ScopeLevel | '';

/** The certificate request: one level per open API area, confirmed with the account password. */
export type CertificateValues = Readonly<Record<OpenApiArea, LevelChoice>> & {
  readonly password: string;
};

const NO_SCOPES = Object.fromEntries(OPEN_API_AREAS.map((area) => [area, ''])) as Record<
  OpenApiArea,
  LevelChoice
>;

const scopesOf = (values: CertificateValues) =>
  formatScopes(
    Object.fromEntries(
      OPEN_API_AREAS.flatMap((area) => (values[area] === '' ? [] : [[area, values[area]]])),
    ),
  );

const required = (field: string, value: string): ValidationFieldIssue[] =>
  value === '' ? [{ field, code: 'VALIDATION.REQUIRED' }] : [];

/** A domain rule's refusal as the issue of one field. */
const issueOf = (
  field: string,
  checked: { readonly ok: true } | { readonly ok: false; readonly error: MessageCode },
): ValidationFieldIssue[] => (checked.ok ? [] : [{ ...checked.error, field }]);

/** The request form: the domain's scope rule (at least one area), the password required. */
export const certificateForm = () =>
  new FormModel<CertificateValues>({
    initial: () => ({ ...NO_SCOPES, password: '' }),
    validate: (values) => [
      ...issueOf('scopes', parseScopes(scopesOf(values))),
      ...required('password', values.password),
    ],
    payload: (values) => ({ scopes: scopesOf(values), password: values.password }),
  });

/** The webhook form: the address and the events it receives. */
export interface WebhookValues {
  readonly url: string;
  readonly events: readonly WebhookEvent[];
}

/**
 * The address is checked for its form only (http or https, a host): whether a private or plain
 * http address is allowed is the server's setting, and the server says so when it refuses.
 */
export const webhookForm = () =>
  new FormModel<WebhookValues>({
    initial: () => ({ url: '', events: [] }),
    validate: (values) => [
      ...(values.url.trim() === ''
        ? required('url', '')
        : issueOf('url', checkWebhookUrl(values.url, true))),
      ...issueOf('events', parseWebhookEvents(values.events.join(','))),
    ],
    payload: (values) => ({ url: values.url.trim(), events: values.events.join(',') }),
  });

/** A row action's run: its failure said on the screen, the list read again after it. */
async function act(
  run: () => Promise<unknown>,
  reload: () => Promise<void>,
  fail: (reason: string | undefined) => void,
): Promise<boolean> {
  fail(undefined);
  try {
    await run();
    await reload();
    return true;
  } catch (error) {
    fail(failureText(error));
    return false;
  }
}

/**
 * The certificates part: the list, the request form, the key of the certificate just issued
 * (shown once: the server never answers it again), renew and delete.
 */
export class CertificatesModel {
  readonly list: Remote<CertificateList>;
  readonly form = certificateForm();
  /** The certificate just issued with its key, until the user says it is kept. */
  issued: CertificateCreated | undefined = undefined;
  actionError: string | undefined = undefined;

  constructor(private readonly gateway: DeveloperGateway) {
    this.list = new Remote(() => gateway.certificates());
    makeAutoObservable<CertificatesModel, 'gateway'>(
      this,
      { gateway: false, list: false, form: false },
      { autoBind: true },
    );
  }

  async request(): Promise<void> {
    const issued = await this.form.save('request', (fields) =>
      this.gateway.requestCertificate(fields),
    );
    if (issued === undefined) return;
    runInAction(() => {
      this.issued = issued;
      this.form.reset();
    });
    await this.list.load();
  }

  /** The user has kept the key: it leaves the screen for good. */
  forgetKey(): void {
    this.issued = undefined;
  }

  private fail(reason: string | undefined): void {
    this.actionError = reason;
  }

  renew(row: CertificateRow): Promise<boolean> {
    return act(() => this.gateway.renewCertificate(row.id), this.list.load, this.fail);
  }

  remove(row: CertificateRow): Promise<boolean> {
    return act(
      async () => {
        await this.gateway.deleteCertificate(row.id);
        if (this.issued?.certificate.id === row.id) runInAction(() => this.forgetKey());
      },
      this.list.load,
      this.fail,
    );
  }
}

/** The open API's call log, newest first, server paged. */
export const callLog = (gateway: DeveloperGateway) =>
  new PagedList<ApiCallRow>(
    (query) => gateway.calls(query),
    (row) => row.id,
  );

/**
 * The webhooks part: the list, the registration form, the signing secret of the webhook just
 * registered (shown once), enable, delete, and the deliveries of the webhook chosen.
 */
export class WebhooksModel {
  readonly list: Remote<WebhookList>;
  readonly form = webhookForm();
  registered: WebhookCreated | undefined = undefined;
  actionError: string | undefined = undefined;
  /** The webhook whose deliveries show. */
  shown: WebhookRow | undefined = undefined;
  readonly deliveries: PagedList<DeliveryRow>;

  constructor(private readonly gateway: DeveloperGateway) {
    this.list = new Remote(() => gateway.webhooks());
    this.deliveries = new PagedList<DeliveryRow>(
      (query) => gateway.deliveries(query),
      (row) => row.id,
    );
    makeAutoObservable<WebhooksModel, 'gateway'>(
      this,
      { gateway: false, list: false, form: false, deliveries: false },
      { autoBind: true },
    );
  }

  toggleEvent(event: WebhookEvent, on: boolean): void {
    const events = this.form.values.events.filter((e) => e !== event);
    this.form.set('events', on ? [...events, event] : events);
  }

  async register(): Promise<void> {
    const registered = await this.form.save('register', (fields) =>
      this.gateway.registerWebhook(fields),
    );
    if (registered === undefined) return;
    runInAction(() => {
      this.registered = registered;
      this.form.reset();
    });
    await this.list.load();
  }

  forgetSecret(): void {
    this.registered = undefined;
  }

  private fail(reason: string | undefined): void {
    this.actionError = reason;
  }

  enable(row: WebhookRow): Promise<boolean> {
    return act(() => this.gateway.enableWebhook(row.id), this.list.load, this.fail);
  }

  remove(row: WebhookRow): Promise<boolean> {
    return act(
      async () => {
        await this.gateway.deleteWebhook(row.id);
        runInAction(() => {
          if (this.shown?.id === row.id) this.shown = undefined;
          if (this.registered?.webhook.id === row.id) this.registered = undefined;
        });
      },
      this.list.load,
      this.fail,
    );
  }

  async showDeliveries(row: WebhookRow): Promise<void> {
    this.shown = row;
    await this.deliveries.setFilter('webhook_id', String(row.id));
  }

  hideDeliveries(): void {
    this.shown = undefined;
  }
}
