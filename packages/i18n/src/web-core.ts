// The web app's entry points: the core catalogs with the first page, each area's screen texts
// with that area's screens (a lazily loaded chunk), so the login page does not carry the texts of
// every screen of the portal. Each module here must import only what it exports.
import { enCore } from './catalog/en/core';
import { zhCore } from './catalog/zh/core';
import { translatorFor } from './lookup';

export { enCore, zhCore };

/** Translates a message code over the core catalogs (the request layer's own messages). */
export const translateCore = translatorFor({ en: enCore, zh: zhCore });
