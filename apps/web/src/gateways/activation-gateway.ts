import type {
  ActivationProgressData,
  ProviderWarehouse,
  UploadData,
  VerificationData,
} from '@portal/contract';
import { CUSTOMER_ROUTES } from '@portal/contract/routes';
import type { HttpClient, IdentitySubmission } from '@portal/domain';
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
  /** Uploads a licence image (multipart, through the one shared client). */
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

export class HttpActivationGateway implements ActivationGateway {
  constructor(private readonly http: HttpClient) {}

  verification(): Promise<VerificationData> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.isVerify);
  }

  submitIdentity(identity: IdentitySubmission): Promise<VerificationData> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.addUnaudited, identityFields(identity));
  }

  progress(): Promise<ActivationProgressData> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.activeOver);
  }

  applyForWarehouse(warehouseId: number): Promise<ActivationProgressData> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.activeWarehouse, {
      warehouse_id: String(warehouseId),
    });
  }

  reverify(): Promise<VerificationData> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.reAudit);
  }

  warehouseChoices(): Promise<readonly ProviderWarehouse[]> {
    return callEndpoint(this.http, CUSTOMER_ROUTES.warehouses).catch(() => []);
  }

  uploadLicence(file: File): Promise<UploadData> {
    // the wizard shows the server's reason beside the field, so no toast (as before)
    return callEndpoint(
      this.http,
      CUSTOMER_ROUTES.uploadPicture,
      {},
      { files: { file }, noAlert: true },
    );
  }
}
