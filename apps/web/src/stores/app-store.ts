import type { CookieStore, Language, Notifier, ShellDevice } from '@portal/domain';
import {
  COOKIE_NAMES,
  decideLanguageToggle,
  decideLanguageSwitch,
  deviceForWidth,
  deviceOnResize,
  drawerOnOutsideClick,
  drawerOnRouteChange,
  PAGE_TITLES,
  readStoredLanguage,
  sidebarCookieValue,
  sidebarOpenedFromCookie,
  TOAST_DURATION_MS,
} from '@portal/domain';
import type { i18n as I18n } from 'i18next';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ReactNode } from 'react';
import type { BrowserEnvironment } from '../adapters/browser-environment';
import { translatorOf } from '../i18n/i18n';

/** App state of platform-shell.md section 3: sidebar, device, language, print content. */
export class AppStore {
  sidebarOpened: boolean;
  withoutAnimation = false;
  device: ShellDevice;
  language: Language;
  /** What the hidden print container prints (for example box labels); kept as given. */
  printContent: ReactNode = null;
  homeChartItem = '';
  register = { username: '', password: '' };

  constructor(
    private readonly cookies: CookieStore,
    private readonly browser: BrowserEnvironment,
    private readonly notifier: Notifier,
    private readonly i18n: I18n,
  ) {
    this.sidebarOpened = sidebarOpenedFromCookie(cookies.get(COOKIE_NAMES.sidebarStatus));
    this.device = deviceForWidth(browser.bodyWidth());
    this.language = readStoredLanguage(cookies.get(COOKIE_NAMES.language));
    makeAutoObservable<AppStore, 'cookies' | 'browser' | 'notifier' | 'i18n'>(
      this,
      {
        cookies: false,
        browser: false,
        notifier: false,
        i18n: false,
        printContent: observableRef,
      },
      { autoBind: true },
    );
    this.applyLanguage(this.language);
  }

  toggleSidebar(): void {
    this.setSidebar(!this.sidebarOpened, false);
  }

  closeSidebar(withoutAnimation: boolean): void {
    this.setSidebar(false, withoutAnimation);
  }

  private setSidebar(opened: boolean, withoutAnimation: boolean): void {
    this.sidebarOpened = opened;
    this.withoutAnimation = withoutAnimation;
    this.cookies.set(COOKIE_NAMES.sidebarStatus, sidebarCookieValue(opened));
  }

  onResize(): void {
    const next = deviceOnResize(
      { device: this.device, sidebarOpened: this.sidebarOpened },
      this.browser.bodyWidth(),
      this.browser.pageHidden(),
    );
    this.device = next.device;
    if (next.sidebar.close) this.closeSidebar(next.sidebar.withoutAnimation);
  }

  onRouteChange(): void {
    const decision = drawerOnRouteChange({
      device: this.device,
      sidebarOpened: this.sidebarOpened,
    });
    if (decision.close) this.closeSidebar(decision.withoutAnimation);
  }

  onOutsideClick(): void {
    const decision = drawerOnOutsideClick({
      device: this.device,
      sidebarOpened: this.sidebarOpened,
    });
    if (decision.close) this.closeSidebar(decision.withoutAnimation);
  }

  toggleLanguage(): void {
    this.switchTo(decideLanguageToggle(this.language).language);
  }

  switchTo(language: Language): void {
    const decision = decideLanguageSwitch(language);
    this.applyLanguage(decision.language);
    this.cookies.set(COOKIE_NAMES.language, decision.language);
    this.notifier.toast('success', translatorOf(this.i18n)(decision.message), TOAST_DURATION_MS);
  }

  private applyLanguage(language: Language): void {
    this.language = language;
    void this.i18n.changeLanguage(language);
    this.browser.setDocumentTitle(PAGE_TITLES[language]);
    this.browser.setDocumentLanguage(language);
  }

  setPrintContent(content: ReactNode): void {
    this.printContent = content;
  }

  /** Puts `content` in the print container and opens the browser's print once it is rendered. */
  print(content: ReactNode): void {
    this.setPrintContent(content);
    this.browser.delay(0, () => this.browser.print());
  }

  rememberRegistration(username: string): void {
    // the password is never kept: the login form only gets the new user ID
    this.register = { username, password: '' };
  }
}
