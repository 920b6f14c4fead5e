import type { Static } from 'typebox';
import { Type } from 'typebox';
export const NewsItemSchema = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  title_cn: Type.String(),
  href: Type.String(),
  href_cn: Type.String(),
  isLink: Type.Boolean(),
  isNew: Type.Boolean(),
  published_at: Type.String(),
});
export type NewsItem = Static<typeof NewsItemSchema>;

export const NewsReadDataSchema = Type.Object({
  unread: Type.Number(),
});
export type NewsReadData = Static<typeof NewsReadDataSchema>;
