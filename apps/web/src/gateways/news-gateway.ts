import type { NewsItem, NewsReadData, Page } from '@portal/contract';
import { NEWS_ROUTES } from '@portal/contract/routes';
import type { HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

export const NEWS_PAGE_SIZE = 10;

export interface NewsGateway {
  page(page: number, pageSize: number): Promise<Page<NewsItem> & { readonly unread: number }>;
  /** Both answer the server's unread count after the read. */
  markRead(id: number): Promise<NewsReadData>;
  markAllRead(): Promise<NewsReadData>;
}

@injectable()
export class HttpNewsGateway implements NewsGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  page(page: number, pageSize: number) {
    return callEndpoint(this.http, NEWS_ROUTES.list, {
      page: String(page),
      page_size: String(pageSize),
    });
  }

  markRead(id: number): Promise<NewsReadData> {
    return callEndpoint(this.http, NEWS_ROUTES.read, { id: String(id), showMessage: '1' });
  }

  markAllRead(): Promise<NewsReadData> {
    return callEndpoint(this.http, NEWS_ROUTES.readAll, { showMessage: '1' });
  }
}
