import type { NewsItem } from '@portal/contract';
import { isoTime } from '../shared/iso-time';
import type { NewsRecord } from './repository';

/** A stored notice as the contract's list item; `isNew` until this merchant has read it. */
export const newsItem = (r: NewsRecord): NewsItem => ({
  id: r.id,
  title: r.title,
  title_cn: r.title_cn,
  href: r.href,
  href_cn: r.href_cn,
  isLink: r.is_link,
  isNew: r.read_at === null,
  published_at: isoTime(r.published_at),
});
