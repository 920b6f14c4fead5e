import type { NewsItem } from '@portal/contract';
import type { Language, Navigator, NewsState, Notifier } from '@portal/domain';
import {
  clickNotice,
  markAllNoticesRead,
  NEWS_INITIAL,
  receiveNewsPage,
  requestMoreNews,
  TOAST_DURATION_MS,
} from '@portal/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS } from '../di-tokens';
import type { NewsGateway } from '../gateways/news-gateway';
import { NEWS_PAGE_SIZE } from '../gateways/news-gateway';
import type { Translate } from '../i18n/i18n';

/** The news bar and side panel: notices from the server, read state by the domain rules. */
@injectable()
export class NewsStore {
  state: NewsState = NEWS_INITIAL;
  /** The server ids, index for index with state.notices (the rules keep the order). */
  private ids: number[] = [];
  loading = false;
  panelOpen = false;
  /** The translated no-more message once the last page arrived. */
  noMoreText = '';

  constructor(
    @inject(TOKENS.NewsGateway) private readonly gateway: NewsGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(TOKENS.Translate) private readonly translate: Translate,
  ) {
    makeAutoObservable<NewsStore, 'gateway' | 'navigator' | 'notifier' | 'translate'>(
      this,
      { gateway: false, navigator: false, notifier: false, translate: false },
      { autoBind: true },
    );
  }

  get notices() {
    return this.state.notices;
  }

  get unreadCount(): number {
    return this.state.notices.filter((notice) => notice.isNew).length;
  }

  /** Loads the first page (again). */
  async load(): Promise<void> {
    this.state = NEWS_INITIAL;
    this.ids = [];
    this.noMoreText = '';
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    const next = requestMoreNews(this.state);
    if (next.kind === 'noMore') {
      this.noMoreText = this.translate(next.message);
      this.notifier.toast('success', this.noMoreText, TOAST_DURATION_MS);
      return;
    }
    this.loading = true;
    try {
      const page = await this.gateway.page(next.page, NEWS_PAGE_SIZE);
      runInAction(() => this.receive(page.list));
    } catch {
      // the request layer has already told the user
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private receive(list: readonly NewsItem[]): void {
    const received = receiveNewsPage(this.state, list, NEWS_PAGE_SIZE);
    this.state = received.state;
    this.ids = [...this.ids, ...list.map((item) => item.id)];
    if (received.message !== undefined) this.noMoreText = this.translate(received.message);
  }

  async click(index: number, language: Language): Promise<void> {
    const id = this.ids[index];
    const wasNew = this.state.notices[index]?.isNew === true;
    const clicked = clickNotice(this.state, index, language);
    this.state = clicked.state;
    if (clicked.openUrl !== undefined) this.navigator.openExternal(clicked.openUrl);
    if (wasNew && id !== undefined) await this.gateway.markRead(id).catch(() => undefined);
  }

  async readAll(): Promise<void> {
    this.state = markAllNoticesRead(this.state);
    await this.gateway.markAllRead().catch(() => undefined);
  }

  setPanelOpen(open: boolean): void {
    this.panelOpen = open;
  }

  reset(): void {
    this.state = NEWS_INITIAL;
    this.ids = [];
    this.noMoreText = '';
    this.panelOpen = false;
  }
}
