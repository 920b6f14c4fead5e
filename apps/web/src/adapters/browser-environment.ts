type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What the stores need from the browser window, behind one interface so store tests pass a fake
 * and never touch a real timer, storage or location.
 */
export interface BrowserEnvironment {
  /** Per browser session (the chunk-error flag). */
  readonly sessionStorage: KeyValueStorage;
  /** Survives the browser session (the signed-in user's details). */
  readonly localStorage: KeyValueStorage;
  setDocumentTitle(title: string): void;
  setDocumentLanguage(language: string): void;
  delay(ms: number, run: () => void): void;
  fullScreenSupported(): boolean;
  toggleFullScreen(): void;
  bodyWidth(): number;
  scrollY(): number;
  pageHidden(): boolean;
  reload(): void;
  /** A full page load of `url` (same site or outside). */
  assign(url: string): void;
  /** Opens the browser's print dialog for the page (the print container's content). */
  print(): void;
}

/** The real window. */
export class WindowBrowserEnvironment implements BrowserEnvironment {
  readonly sessionStorage = window.sessionStorage;
  readonly localStorage = window.localStorage;

  setDocumentTitle(title: string): void {
    document.title = title;
  }

  setDocumentLanguage(language: string): void {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }

  delay(ms: number, run: () => void): void {
    window.setTimeout(run, ms);
  }

  fullScreenSupported(): boolean {
    return document.fullscreenEnabled === true;
  }

  toggleFullScreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  }

  bodyWidth(): number {
    return document.body.getBoundingClientRect().width;
  }

  scrollY(): number {
    return window.scrollY;
  }

  pageHidden(): boolean {
    return document.hidden;
  }

  reload(): void {
    window.location.reload();
  }

  assign(url: string): void {
    window.location.assign(url);
  }

  print(): void {
    window.print();
  }
}
