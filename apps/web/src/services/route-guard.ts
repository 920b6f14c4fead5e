import type { GuardSituation, Notifier, RouteDecision } from '@portal/domain';
import { CHUNK_ERROR_FLAG, decideRoute, isPublicPath, TOAST_DURATION_MS } from '@portal/domain';
import type { BrowserEnvironment } from '../adapters/browser-environment';
import type { AccountGateway } from '../gateways/account-gateway';
import type { Translate } from '../i18n/i18n';
import type { SessionStore } from '../stores/session-store';
import type { UserStore } from '../stores/user-store';

/** What the router does once the guard has decided. */
export type GuardOutcome =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The page is about to reload: render nothing new. */
  | { readonly kind: 'halt' };

// Each step the table asks for is taken at most once per navigation; more means a loop.
const MAX_STEPS = 12;

/**
 * Carries out the domain's route-guard decision table (platform-shell.md section 4): asks
 * decideRoute, performs the step it names, feeds the outcome back, until a final decision.
 */
export class RouteGuard {
  constructor(
    private readonly session: SessionStore,
    private readonly user: UserStore,
    private readonly account: AccountGateway,
    private readonly notifier: Notifier,
    private readonly translate: Translate,
    private readonly browser: BrowserEnvironment,
  ) {}

  async run(path: string): Promise<GuardOutcome> {
    let situation: GuardSituation = this.situation(path);
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const decision = decideRoute(situation);
      const next = await this.perform(decision, situation);
      if ('kind' in next) return next;
      situation = next.situation;
    }
    return { kind: 'redirect', to: '/404' };
  }

  /** A screen failed while loading or rendering: reload once for a stale chunk, else log it. */
  onNavigationError(path: string, message: string): 'reloaded' | 'logError' {
    const decision = decideRoute({
      ...this.situation(path),
      navigationError: {
        message,
        reloadedThisSession: this.browser.sessionStorage.getItem(CHUNK_ERROR_FLAG) !== null,
      },
    });
    if (decision.kind !== 'reloadOnce') return 'logError';
    this.browser.sessionStorage.setItem(CHUNK_ERROR_FLAG, '1');
    this.browser.reload();
    return 'reloaded';
  }

  private situation(path: string): GuardSituation {
    return {
      path,
      isPublic: isPublicPath(path),
      token: this.session.token,
      sessionId: this.session.sessionId,
      loginType: this.session.loginType,
      userMarker: this.session.userMarker,
      routesBuilt: this.session.routesBuilt,
    };
  }

  private async perform(
    decision: RouteDecision,
    s: GuardSituation,
  ): Promise<GuardOutcome | { situation: GuardSituation }> {
    switch (decision.kind) {
      case 'allow':
      case 'logError':
        return { kind: 'allow' };
      case 'redirect':
      case 'notFound':
        return { kind: 'redirect', to: decision.to };
      case 'clearSessionCookie':
        this.session.clearSessionCookie();
        return { situation: { ...s, sessionId: undefined, sessionCookieCleared: true } };
      case 'fetchSessionId': {
        const ok = await this.session.fetchSessionId();
        return {
          situation: {
            ...s,
            sessionId: this.session.sessionId,
            pending: { step: 'sessionId', ok },
          },
        };
      }
      case 'sessionIdFailed':
        this.notifier.toast('error', this.translate(decision.message), TOAST_DURATION_MS);
        await this.session.logout(true);
        this.browser.delay(decision.reloadAfterMs, () => this.browser.reload());
        return { kind: 'halt' };
      case 'fetchUserInfoThenGoIndex':
      case 'fetchUserInfoThenGenerateRoutes': {
        const ok = await this.user.fetch();
        return { situation: { ...s, pending: { step: 'userInfo', ok } } };
      }
      case 'generateRoutes':
        // route generation lets every route through (platform-shell.md section 6)
        this.session.markRoutesBuilt();
        return { situation: { ...s, routesBuilt: true, pending: undefined } };
      case 'checkActivation': {
        const pending = await this.account.checkActivation(this.session.customerId);
        return { situation: { ...s, pending } };
      }
      case 'logoutAndRedirect':
        await this.session.logout(false);
        if (decision.message !== undefined) {
          this.notifier.toast('error', this.translate(decision.message), TOAST_DURATION_MS);
        }
        return { kind: 'redirect', to: decision.to };
      case 'reloadOnce':
        this.browser.sessionStorage.setItem(CHUNK_ERROR_FLAG, '1');
        this.browser.reload();
        return { kind: 'halt' };
    }
  }
}
