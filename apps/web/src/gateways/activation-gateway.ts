import type {
  ActivationProgressData,
  ProviderWarehouse,
  UploadData,
  VerificationData,
} from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { HttpClient, IdentitySubmission, RequestIdentity } from '@portal/domain';
import {
  chooseApiBaseUrl,
  DEFAULT_LANGUAGE,
  HttpRequestFailure,
  requestIdentityHeaders,
} from '@portal/domain';
import { inject, injectable } from 'inversify';
import type { WebConfig } from '../config';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** The activation wizard's calls (platform-shell.md section 7, customer). */
export interface ActivationGateway {
  verification(): Promise<VerificationData>;
  submitIdentity(identity: IdentitySubmission): Promise<VerificationData>;
  progress(): Promise<ActivationProgressData>;
  applyForWarehouse(warehouseId: number): Promise<ActivationProgressData>;
  reverify(): Promise<VerificationData>;
  /** The warehouses a merchant may apply for (empty when the server does not offer the list). */
  warehouseChoices(): Promise<readonly ProviderWarehouse[]>;
  /** Uploads a licence image (multipart: the one call that is not form-urlencoded). */
  uploadLicence(file: File): Promise<UploadData>;
}

const identityFields = (identity: IdentitySubmission) =>
  identity.type === 'enterprise'
    ? {
        type: identity.type,
        legal_representative: identity.legalRepresentative,
        id_number: identity.idNumber,
        licence_number: identity.licenceNumber,
        licence_image: identity.licenceImage,
      }
    : {
        type: identity.type,
        real_name: identity.realName,
        certificate_type: identity.certificateType,
        certificate_number: identity.certificateNumber,
      };

@injectable()
export class HttpActivationGateway implements ActivationGateway {
  constructor(
    @inject(TOKENS.HttpClient) private readonly http: HttpClient,
    @inject(TOKENS.Config) private readonly config: WebConfig,
    @inject(TOKENS.RequestIdentity) private readonly identity: () => RequestIdentity,
  ) {}

  verification(): Promise<VerificationData> {
    return callEndpoint(this.http, ENDPOINTS.customer.isVerify);
  }

  submitIdentity(identity: IdentitySubmission): Promise<VerificationData> {
    return callEndpoint(this.http, ENDPOINTS.customer.addUnaudited, identityFields(identity));
  }

  progress(): Promise<ActivationProgressData> {
    return callEndpoint(this.http, ENDPOINTS.customer.activeOver);
  }

  applyForWarehouse(warehouseId: number): Promise<ActivationProgressData> {
    return callEndpoint(this.http, ENDPOINTS.customer.activeWarehouse, {
      warehouse_id: String(warehouseId),
    });
  }

  reverify(): Promise<VerificationData> {
    return callEndpoint(this.http, ENDPOINTS.customer.reAudit);
  }

  warehouseChoices(): Promise<readonly ProviderWarehouse[]> {
    return callEndpoint(this.http, ENDPOINTS.customer.warehouses).catch(() => []);
  }

  async uploadLicence(file: File): Promise<UploadData> {
    const form = new FormData();
    form.append('file', file);
    const identity = this.identity();
    const base = chooseApiBaseUrl(this.config.apiHosts, {
      language: identity.language ?? DEFAULT_LANGUAGE,
      hostname: location.hostname,
    });
    const response = await fetch(`${base}${ENDPOINTS.customer.uploadPicture.path}`, {
      method: 'POST',
      body: form,
      headers: requestIdentityHeaders(identity),
    });
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; ask?: unknown; msg?: unknown; data?: UploadData } | undefined;
    if (!response.ok || body === undefined || (body.code !== '200' && !body.ask)) {
      const text = Array.isArray(body?.msg) ? body.msg.join('\n') : String(body?.msg ?? '');
      throw new HttpRequestFailure('body', text || response.statusText, {
        body,
        status: response.status,
      });
    }
    return body.data as UploadData;
  }
}
