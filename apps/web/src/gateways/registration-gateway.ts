import type { CaptchaData, NamedOption, RegisterData } from '@portal/contract';
import { REGISTRATION_ROUTES } from '@portal/contract/routes';
import type { HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

export interface RegistrationRequest {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly captchaKey: string;
  readonly captcha: string;
  readonly regionId?: number | undefined;
  readonly accountManagerId?: number | undefined;
  readonly regionalManagerId?: number | undefined;
  readonly salesManagerId?: number | undefined;
}

export interface ManagerOption extends NamedOption {
  readonly kind?: string;
}

/** The registration calls of platform-shell.md section 7. */
export interface RegistrationGateway {
  regions(): Promise<readonly NamedOption[]>;
  captcha(): Promise<CaptchaData>;
  managers(regionId: number | undefined): Promise<readonly ManagerOption[]>;
  salesManagers(): Promise<readonly NamedOption[]>;
  register(request: RegistrationRequest): Promise<RegisterData>;
}

const optionalId = (id: number | undefined) => (id === undefined ? undefined : String(id));

export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(private readonly http: HttpClient) {}

  regions(): Promise<readonly NamedOption[]> {
    return callEndpoint(this.http, REGISTRATION_ROUTES.getRegion, { showMessage: '1' });
  }

  captcha(): Promise<CaptchaData> {
    return callEndpoint(this.http, REGISTRATION_ROUTES.captcha, { showMessage: '1' });
  }

  managers(regionId: number | undefined): Promise<readonly ManagerOption[]> {
    return callEndpoint(this.http, REGISTRATION_ROUTES.getManager, {
      showMessage: '1',
      region_id: optionalId(regionId),
    });
  }

  salesManagers(): Promise<readonly NamedOption[]> {
    return callEndpoint(this.http, REGISTRATION_ROUTES.getOverseasSales, {
      showMessage: '1',
    });
  }

  register(request: RegistrationRequest): Promise<RegisterData> {
    return callEndpoint(this.http, REGISTRATION_ROUTES.register, {
      username: request.username,
      name: request.name,
      email: request.email,
      password: request.password,
      password_confirmation: request.passwordConfirmation,
      agreement: '1',
      captcha_key: request.captchaKey,
      captcha: request.captcha,
      region_id: optionalId(request.regionId),
      account_manager_id: optionalId(request.accountManagerId),
      regional_manager_id: optionalId(request.regionalManagerId),
      sales_manager_id: optionalId(request.salesManagerId),
    });
  }
}
