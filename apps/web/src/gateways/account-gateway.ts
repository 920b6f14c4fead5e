import type { LoginData, UserInfoData } from '@portal/contract';
import { AUTH_ROUTES, TWO_FACTOR_ROUTES } from '@portal/contract/routes';
import type { GuardStepResult, HttpClient } from '@portal/domain';
import { HttpRequestFailure } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Login, session and user-info calls of platform-shell.md section 7. */
export interface AccountGateway {
  login(username: string, password: string): Promise<LoginData>;
  loginSubAccount(username: string, password: string, customerId: number): Promise<LoginData>;
  /** The login's second step: the challenge the password step answered and the code typed. */
  loginCode(challenge: string, code: string): Promise<LoginData>;
  logout(token: string): Promise<void>;
  fetchSessionId(token: string): Promise<string>;
  /** The activation check as the route guard reads it (never rejects). */
  checkActivation(customerId: string): Promise<Extract<GuardStepResult, { step: 'activation' }>>;
  /** Sent with the do-not-show-message flag. */
  userInfo(): Promise<UserInfoData>;
  switchWarehouse(warehouseId: number): Promise<UserInfoData>;
}

const bodyCode = (error: unknown): string | undefined => {
  if (!(error instanceof HttpRequestFailure) || error.reason !== 'body') return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
};

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  login(username: string, password: string): Promise<LoginData> {
    return callEndpoint(this.http, AUTH_ROUTES.login, { username, password });
  }

  loginSubAccount(username: string, password: string, customerId: number): Promise<LoginData> {
    return callEndpoint(this.http, AUTH_ROUTES.loginSon, {
      username,
      password,
      customer_id: String(customerId),
    });
  }

  loginCode(challenge: string, code: string): Promise<LoginData> {
    return callEndpoint(this.http, TWO_FACTOR_ROUTES.login, { challenge, code });
  }

  async logout(token: string): Promise<void> {
    await callEndpoint(this.http, AUTH_ROUTES.logout, { token }, { noAlert: true });
  }

  async fetchSessionId(token: string): Promise<string> {
    const data = await callEndpoint(this.http, AUTH_ROUTES.sessionId, { token });
    if (typeof data?.sessionId !== 'string' || data.sessionId === '') {
      throw new Error('no session id in the answer');
    }
    return data.sessionId;
  }

  async checkActivation(
    customerId: string,
  ): Promise<Extract<GuardStepResult, { step: 'activation' }>> {
    try {
      const data = await callEndpoint(this.http, AUTH_ROUTES.isActive, {
        customer_id: customerId,
      });
      return { step: 'activation', ok: true, response: { code: '200', urlcode: data.urlcode } };
    } catch (error) {
      const code = bodyCode(error);
      return code === undefined
        ? { step: 'activation', ok: false }
        : { step: 'activation', ok: true, response: { code } };
    }
  }

  userInfo(): Promise<UserInfoData> {
    return callEndpoint(this.http, AUTH_ROUTES.userInfo, { showMessage: '1' }, { noAlert: true });
  }

  switchWarehouse(warehouseId: number): Promise<UserInfoData> {
    return callEndpoint(this.http, AUTH_ROUTES.switchWarehouse, {
      warehouse_id: String(warehouseId),
    });
  }
}
