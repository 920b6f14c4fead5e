export interface NewsItem {
  readonly id: number;
  readonly title: string;
  readonly title_cn: string;
  readonly href: string;
  readonly href_cn: string;
  readonly isLink: boolean;
  readonly isNew: boolean;
  readonly published_at: string;
}

export interface NewsReadData {
  readonly unread: number;
}
