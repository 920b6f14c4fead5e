import type {
  Clock,
  CookieStore,
  HttpClient,
  Navigator,
  Notifier,
  RequestIdentity,
  SessionStore as SessionStoragePort,
} from '@portal/domain';
import type { i18n as I18n } from 'i18next';
import type { BrowserEnvironment } from './adapters/browser-environment';
import type { ApiClient } from './api/api-client';
import type { WebConfig } from './config';
import type { AccountGateway } from './gateways/account-gateway';
import type { ActivationGateway } from './gateways/activation-gateway';
import type { AsnGateway } from './gateways/asn-gateway';
import type { DashboardGateway } from './gateways/dashboard-gateway';
import type { InventoryGateway } from './gateways/inventory-gateway';
import type { ProductGateway } from './gateways/product-gateway';
import type { RegistrationGateway } from './gateways/registration-gateway';
import type { RmaGateway } from './gateways/rma-gateway';
import type { BillingGateway } from './gateways/billing-gateway';
import type { OverdueGateway } from './gateways/overdue-gateway';
import type { SubAccountGateway } from './gateways/sub-account-gateway';
import type { DeveloperGateway } from './gateways/developer-gateway';
import type { TwoFactorGateway } from './gateways/two-factor-gateway';
import type { ServiceGateway } from './gateways/service-gateway';
import type { OrderGateway } from './gateways/order-gateway';
import type { OrderUploadGateway } from './gateways/order-upload-gateway';
import type { OrderFileChecker } from './screens/order-upload/row-checker';
import type { Translate } from './i18n/i18n';
import type { RouteGuard } from './services/route-guard';
import type { AppStore } from './stores/app-store';
import type { ErrorLogStore } from './stores/error-log-store';
import type { NewsStore } from './stores/news-store';
import type { SessionStore } from './stores/session-store';
import type { TabsStore } from './stores/tabs-store';
import type { ToastStore } from './stores/toast-store';
import type { UserStore } from './stores/user-store';

declare const bound: unique symbol;

/** A DI token: a symbol that carries the type bound to it, so a lookup is typed by its token. */
export type Token<T> = symbol & { readonly [bound]?: T };

const token = <T>(name: string): Token<T> => Symbol.for(name);

/**
 * Every dependency-injection token of the web app, in one place, each with the type it resolves
 * to (inject by explicit token; `useInjection(TOKENS.X)` returns that type).
 */
export const TOKENS = {
  Config: token<WebConfig>('Config'),
  HttpClient: token<HttpClient>('HttpClient'),
  CookieStore: token<CookieStore>('CookieStore'),
  SessionStorage: token<SessionStoragePort>('SessionStorage'),
  Notifier: token<Notifier>('Notifier'),
  Navigator: token<Navigator>('Navigator'),
  Clock: token<Clock>('Clock'),
  I18n: token<I18n>('I18n'),
  Translate: token<Translate>('Translate'),
  RequestIdentity: token<() => RequestIdentity>('RequestIdentity'),
  BrowserEnvironment: token<BrowserEnvironment>('BrowserEnvironment'),
  /** The one client of the merchant API (ADR 0070). */
  Api: token<ApiClient>('Api'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
  RegistrationGateway: token<RegistrationGateway>('RegistrationGateway'),
  ActivationGateway: token<ActivationGateway>('ActivationGateway'),
  DashboardGateway: token<DashboardGateway>('DashboardGateway'),
  ProductGateway: token<ProductGateway>('ProductGateway'),
  AsnGateway: token<AsnGateway>('AsnGateway'),
  InventoryGateway: token<InventoryGateway>('InventoryGateway'),
  RmaGateway: token<RmaGateway>('RmaGateway'),
  ServiceGateway: token<ServiceGateway>('ServiceGateway'),
  BillingGateway: token<BillingGateway>('BillingGateway'),
  OverdueGateway: token<OverdueGateway>('OverdueGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
  OrderUploadGateway: token<OrderUploadGateway>('OrderUploadGateway'),
  OrderFileChecker: token<OrderFileChecker>('OrderFileChecker'),
  SubAccountGateway: token<SubAccountGateway>('SubAccountGateway'),
  DeveloperGateway: token<DeveloperGateway>('DeveloperGateway'),
  TwoFactorGateway: token<TwoFactorGateway>('TwoFactorGateway'),
  ToastStore: token<ToastStore>('ToastStore'),
  AppStore: token<AppStore>('AppStore'),
  SessionStore: token<SessionStore>('SessionStore'),
  UserStore: token<UserStore>('UserStore'),
  TabsStore: token<TabsStore>('TabsStore'),
  ErrorLogStore: token<ErrorLogStore>('ErrorLogStore'),
  NewsStore: token<NewsStore>('NewsStore'),
  RouteGuard: token<RouteGuard>('RouteGuard'),
} as const;
