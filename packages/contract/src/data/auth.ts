import type { ActivationStatus } from '@portal/domain';

export type LoginType = 'main' | 'sub';

export interface LoginData {
  readonly token: string;
  readonly customer_id: number;
  readonly username: string;
  readonly login_type: LoginType;
  /** When the token stops working (ISO 8601). */
  readonly expires_at: string;
}

export interface TokenData extends LoginData {}

export interface SessionIdData {
  readonly sessionId: string;
}

export interface ActivationCheckData {
  /** The route guard's code: 400, 201, 202, 203, 204 or 200 (see @portal/domain). */
  readonly urlcode: string;
  readonly status: ActivationStatus;
}

export interface UserInfo {
  readonly username: string;
  /** The first letter of the name, upper case, for the avatar. */
  readonly first_letter: string;
  readonly name: string;
  readonly customer_id: number;
  /** Balance as a decimal string in the account currency, and in minor units. */
  readonly amount: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly warehouse_id: number | null;
  readonly warehouse_name: string;
  readonly warehouse_cn_name: string;
  readonly login_type: LoginType;
  readonly permissions: readonly { readonly tag: string; readonly enabled: boolean }[];
}

export interface WarehouseOption {
  readonly value: number;
  readonly name: string;
  readonly cn_name: string;
  /** This merchant's state for the warehouse: pending, active or rejected. */
  readonly status: string;
}

export interface UserInfoData {
  readonly userInfo: UserInfo;
  readonly warehouse: readonly WarehouseOption[];
}
