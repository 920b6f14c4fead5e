import type { NewsItem } from '@portal/contract';
import type { NewsState, Notifier } from '@portal/domain';
import {
  clickNotice,
  markAllNoticesRead,
  NEWS_INITIAL,
  receiveNewsPage,
  receiveUnreadCount,
  requestMoreNews,
  TOAST_DURATION_MS,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { NEWS_ROUTES } from '@portal/contract/routes';
import type { ApiClient } from '../api/api-client';
import type { Translate } from '../i18n/i18n';

/** How many notices the header's panel loads at once. */
export const NEWS_PAGE_SIZE = 10;

/** The news bar and side panel: notices from the server, read state by the domain rules. */
export class NewsStore {
  state: NewsState = NEWS_INITIAL;
  /** The server ids, index for index with state.notices (the rules keep the order). */
  private ids: number[] = [];
  loading = false;
  panelOpen = false;
  /** The translated no-more message once the last page arrived. */
  noMoreText = '';

  constructor(
    private readonly api: ApiClient,
    private readonly notifier: Notifier,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<NewsStore, 'api' | 'notifier' | 'translate'>(
      this,
      { api: false, notifier: false, translate: false },
      { autoBind: true },
    );
  }

  get notices() {
    return this.state.notices;
  }

  /** The server's count over every notice, not only the loaded ones. */
  get unreadCount(): number {
    return this.state.unread;
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
      const page = await this.api.call(NEWS_ROUTES.list, {
        page: next.page,
        page_size: NEWS_PAGE_SIZE,
      });
      runInAction(() => this.receive(page.list, page.unread));
    } catch {
      // the request layer has already told the user
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private receive(list: readonly NewsItem[], unread: number): void {
    const received = receiveNewsPage(this.state, list, NEWS_PAGE_SIZE, unread);
    this.state = received.state;
    this.ids = [...this.ids, ...list.map((item) => item.id)];
    if (received.message !== undefined) this.noMoreText = this.translate(received.message);
  }

  /** A click marks the notice read; a link notice's own link opens it in a new tab. */
  async click(index: number): Promise<void> {
    const id = this.ids[index];
    const wasNew = this.state.notices[index]?.isNew === true;
    this.state = clickNotice(this.state, index);
    if (wasNew && id !== undefined)
      await this.settle(this.api.call(NEWS_ROUTES.read, { id }, { quietSuccess: true }));
  }

  async readAll(): Promise<void> {
    this.state = markAllNoticesRead(this.state);
    await this.settle(this.api.call(NEWS_ROUTES.readAll, {}, { quietSuccess: true }));
  }

  /** The server answers a read with its own unread count, which replaces the local estimate. */
  private async settle(read: Promise<{ readonly unread: number }>): Promise<void> {
    try {
      const { unread } = await read;
      runInAction(() => (this.state = receiveUnreadCount(this.state, unread)));
    } catch {
      // the estimate stays; the next page load brings the server's count
    }
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
