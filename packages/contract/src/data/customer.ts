import type { ActivationStatus } from '@portal/domain';
import type { NamedOption } from './registration';

export interface ManagersData {
  readonly account_manager: NamedOption | null;
  readonly regional_manager: NamedOption | null;
  readonly sales_manager: NamedOption | null;
}

export interface VerificationData {
  readonly status: ActivationStatus;
  readonly urlcode: string;
  readonly type: string | null;
  /** The reviewer's reason when the verification failed. */
  readonly reason: string | null;
  readonly submitted_at: string | null;
  /** submitted_at plus the 24-hour review promise. */
  readonly review_due_at: string | null;
}

export interface WarehouseApplication {
  readonly id: number;
  readonly warehouse_id: number;
  readonly name: string;
  readonly cn_name: string;
  readonly status: string;
  readonly reason: string | null;
  readonly applied_at: string;
}

export interface ActivationProgressData extends VerificationData {
  readonly balance_minor: number;
  readonly currency: string;
  readonly warehouses: readonly WarehouseApplication[];
}

/** A warehouse of the provider, as offered for a warehouse application. */
export interface ProviderWarehouse {
  readonly value: number;
  readonly name: string;
  readonly cn_name: string;
}

export interface UploadData {
  readonly id: string;
  readonly url: string;
  readonly mime: string;
  readonly size: number;
}

export interface CountryOption {
  readonly code: string;
  readonly name: string;
  readonly cn_name: string;
}

export interface RegionOption {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly cn_name: string;
}
