import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Two-factor sign-in of the main account, in the user centre (ADR 0052). */
export interface TwoFactorGateway {
  status(): Promise<TwoFactorStatus>;
  /** A new secret and its otpauth URI, pending until `confirm` (the password confirms it). */
  setup(password: string): Promise<TwoFactorSetup>;
  /** The first code from the app turns it on; answers the recovery codes, this once. */
  confirm(code: string): Promise<RecoveryCodes>;
  disable(password: string, code: string): Promise<null>;
}

const R = ROUTES.twoFactor;

export class HttpTwoFactorGateway implements TwoFactorGateway {
  constructor(private readonly http: HttpClient) {}

  status() {
    return callEndpoint(this.http, R.status, {});
  }

  // the section says each refusal (a wrong password, a wrong code) itself, so no toast
  setup(password: string) {
    return callEndpoint(this.http, R.setup, { password }, { noAlert: true });
  }

  confirm(code: string) {
    return callEndpoint(this.http, R.confirm, { code }, { noAlert: true });
  }

  disable(password: string, code: string) {
    return callEndpoint(this.http, R.disable, { password, code }, { noAlert: true });
  }
}
