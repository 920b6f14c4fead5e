import 'reflect-metadata';
import type {
  Clock,
  CookieStore,
  HttpClient,
  Language,
  Navigator,
  Notifier,
  RequestIdentity,
} from '@portal/domain';
import { COOKIE_NAMES, readStoredLanguage } from '@portal/domain';
// by their own paths: the axios client is loaded with the first request (LazyHttpClient)
import { JsCookieStore } from '@portal/infrastructure/js-cookie-store';
import type { i18n as I18n } from 'i18next';
import { Container } from 'inversify';
import type { BrowserEnvironment } from './adapters/browser-environment';
import { ApiClient } from './api/api-client';
import { BrowserSessionStore } from './adapters/browser-session-store';
import { LazyHttpClient } from './adapters/lazy-http-client';
import { RouterNavigator } from './adapters/router-navigator';
import { ToastNotifier } from './adapters/toast-notifier';
import type { WebConfig } from './config';
import { TOKENS } from './di-tokens';
import { get } from './di-get';
import { HttpAccountGateway } from './gateways/account-gateway';
import { HttpActivationGateway } from './gateways/activation-gateway';
import { HttpRegistrationGateway } from './gateways/registration-gateway';
import { createI18n, translatorOf } from './i18n/i18n';
import { RouteGuard } from './services/route-guard';
import { AppStore } from './stores/app-store';
import { ErrorLogStore } from './stores/error-log-store';
import { NewsStore } from './stores/news-store';
import { SessionStore } from './stores/session-store';
import { TabsStore } from './stores/tabs-store';
import { ToastStore } from './stores/toast-store';
import { UserStore } from './stores/user-store';

export interface CompositionOptions {
  readonly config: WebConfig;
  readonly browser: BrowserEnvironment;
  readonly cookies?: CookieStore;
  /** Tests replace the network; the app uses the axios client. */
  readonly http?: (identity: () => RequestIdentity, notifier: Notifier) => HttpClient;
}

/**
 * The composition root: binds every domain port to its adapter and every store, once. Nothing
 * else in the app creates a store or an adapter. The gateways only signed-in screens use are
 * bound by the signed-in layouts, with their chunk (signed-in-gateways.ts).
 */
export function createContainer(options: CompositionOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const { config, browser } = options;
  const cookies = options.cookies ?? new JsCookieStore();
  const i18n = createI18n(readStoredLanguage(cookies.get(COOKIE_NAMES.language)));

  container.bind<WebConfig>(TOKENS.Config).toConstantValue(config);
  container.bind<BrowserEnvironment>(TOKENS.BrowserEnvironment).toConstantValue(browser);
  container.bind<CookieStore>(TOKENS.CookieStore).toConstantValue(cookies);
  container.bind<I18n>(TOKENS.I18n).toConstantValue(i18n);
  container.bind(TOKENS.Translate).toConstantValue(translatorOf(i18n));
  container.bind<Clock>(TOKENS.Clock).toConstantValue({ now: () => Date.now() });
  container
    .bind(TOKENS.SessionStorage)
    .toDynamicValue(
      (c) => new BrowserSessionStore(get(c, TOKENS.CookieStore), get(c, TOKENS.BrowserEnvironment)),
    );
  container
    .bind(TOKENS.ToastStore)
    .toDynamicValue((c) => new ToastStore(get(c, TOKENS.BrowserEnvironment)));
  container
    .bind<Notifier>(TOKENS.Notifier)
    .toDynamicValue((context) => new ToastNotifier(context.get<ToastStore>(TOKENS.ToastStore)));
  container.bind<Navigator>(TOKENS.Navigator).toConstantValue(new RouterNavigator(browser));
  container.bind(TOKENS.RequestIdentity).toDynamicValue((context) => {
    const app = () => context.get<AppStore>(TOKENS.AppStore);
    const session = () => context.get<SessionStore>(TOKENS.SessionStore);
    return (): RequestIdentity => ({
      token: session().token,
      sessionId: session().sessionId,
      language: app().language satisfies Language,
    });
  });
  container.bind(TOKENS.HttpClient).toDynamicValue((context) => {
    const identity = context.get<() => RequestIdentity>(TOKENS.RequestIdentity);
    const notifier = context.get<Notifier>(TOKENS.Notifier);
    return (
      options.http?.(identity, notifier) ??
      new LazyHttpClient(async () => {
        const { AxiosHttpClient } = await import('@portal/infrastructure/axios-http-client');
        return new AxiosHttpClient({ hosts: config.apiHosts, identity, notifier });
      })
    );
  });
  container
    .bind(TOKENS.Api)
    .toDynamicValue((context) => new ApiClient(context.get<HttpClient>(TOKENS.HttpClient)));
  container
    .bind(TOKENS.AccountGateway)
    .toDynamicValue((c) => new HttpAccountGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.RegistrationGateway)
    .toDynamicValue((c) => new HttpRegistrationGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.ActivationGateway)
    .toDynamicValue((c) => new HttpActivationGateway(get(c, TOKENS.HttpClient)));
  container
    .bind(TOKENS.AppStore)
    .toDynamicValue(
      (c) =>
        new AppStore(
          get(c, TOKENS.CookieStore),
          get(c, TOKENS.BrowserEnvironment),
          get(c, TOKENS.Notifier),
          get(c, TOKENS.I18n),
        ),
    );
  container
    .bind(TOKENS.SessionStore)
    .toDynamicValue(
      (c) =>
        new SessionStore(
          get(c, TOKENS.SessionStorage),
          get(c, TOKENS.CookieStore),
          get(c, TOKENS.BrowserEnvironment),
          get(c, TOKENS.AccountGateway),
          get(c, TOKENS.UserStore),
          get(c, TOKENS.TabsStore),
          get(c, TOKENS.NewsStore),
        ),
    );
  container
    .bind(TOKENS.UserStore)
    .toDynamicValue(
      (c) => new UserStore(get(c, TOKENS.AccountGateway), get(c, TOKENS.SessionStorage)),
    );
  container.bind(TOKENS.TabsStore).toDynamicValue((c) => new TabsStore(get(c, TOKENS.Navigator)));
  container.bind(TOKENS.ErrorLogStore).toDynamicValue(() => new ErrorLogStore());
  container
    .bind(TOKENS.NewsStore)
    .toDynamicValue(
      (c) => new NewsStore(get(c, TOKENS.Api), get(c, TOKENS.Notifier), get(c, TOKENS.Translate)),
    );
  container
    .bind(TOKENS.RouteGuard)
    .toDynamicValue(
      (c) =>
        new RouteGuard(
          get(c, TOKENS.SessionStore),
          get(c, TOKENS.UserStore),
          get(c, TOKENS.AccountGateway),
          get(c, TOKENS.Notifier),
          get(c, TOKENS.Translate),
          get(c, TOKENS.BrowserEnvironment),
        ),
    );
  return container;
}
