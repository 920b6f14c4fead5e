import type {
  ApiCallRow,
  CertificateCreated,
  CertificateList,
  CertificateRow,
  DeliveryRow,
  Page,
  WebhookCreated,
  WebhookList,
  WebhookRow,
} from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** /setting/developer/apiManage: API certificates, the open API's call log, webhooks. */
export interface DeveloperGateway {
  certificates(): Promise<CertificateList>;
  /** `password` and `scopes` (`orders:write,inventory:read`); answers the key, this once. */
  requestCertificate(fields: FormFields): Promise<CertificateCreated>;
  renewCertificate(id: number): Promise<CertificateRow>;
  deleteCertificate(id: number): Promise<null>;
  calls(query: FormFields): Promise<Page<ApiCallRow>>;
  webhooks(): Promise<WebhookList>;
  /** `url` and `events` (comma separated); answers the signing secret, this once. */
  registerWebhook(fields: FormFields): Promise<WebhookCreated>;
  enableWebhook(id: number): Promise<WebhookRow>;
  deleteWebhook(id: number): Promise<null>;
  deliveries(query: FormFields): Promise<Page<DeliveryRow>>;
}

const R = ROUTES.developer;

export class HttpDeveloperGateway implements DeveloperGateway {
  constructor(private readonly http: HttpClient) {}

  certificates() {
    return callEndpoint(this.http, R.certificates, {});
  }

  requestCertificate(fields: FormFields) {
    // the form says the refusal ("Wrong password. Please try again.") beside its field
    return callEndpoint(this.http, R.certificateCreate, fields, { noAlert: true });
  }

  renewCertificate(id: number) {
    return callEndpoint(this.http, R.certificateRenew, { id: String(id) });
  }

  deleteCertificate(id: number) {
    return callEndpoint(this.http, R.certificateDelete, { id: String(id) });
  }

  calls(query: FormFields) {
    return callEndpoint(this.http, R.calls, query);
  }

  webhooks() {
    return callEndpoint(this.http, R.webhooks, {});
  }

  registerWebhook(fields: FormFields) {
    return callEndpoint(this.http, R.webhookCreate, fields, { noAlert: true });
  }

  enableWebhook(id: number) {
    return callEndpoint(this.http, R.webhookEnable, { id: String(id) });
  }

  deleteWebhook(id: number) {
    return callEndpoint(this.http, R.webhookDelete, { id: String(id) });
  }

  deliveries(query: FormFields) {
    return callEndpoint(this.http, R.webhookDeliveries, query);
  }
}
