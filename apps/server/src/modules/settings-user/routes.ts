import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { accountData } from './account';
import { addressList, removeAddress, saveAddress, setDefaultAddress } from './addresses';
import { invoiceTitleList, removeInvoiceTitle, saveInvoiceTitle } from './invoice-titles';
import { preferences, saveNoticePreferences, saveOtherPreferences } from './preferences';

/** The user centre, address book, invoice titles and preferences (/setting/user/*, /setting/preference/*). */
export function settingsUserRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'settingsUser.account', (ctx) => accountData(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'settingsUser.addressList', (ctx) =>
    addressList(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.addressSave', (ctx) =>
    saveAddress(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.addressDelete', (ctx) =>
    removeAddress(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.addressDefault', (ctx) =>
    setDefaultAddress(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.invoiceTitleList', (ctx) =>
    invoiceTitleList(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.invoiceTitleSave', (ctx) =>
    saveInvoiceTitle(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.invoiceTitleDelete', (ctx) =>
    removeInvoiceTitle(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.preferences', (ctx) =>
    preferences(deps, sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'settingsUser.noticePreferenceSave', (ctx) =>
    saveNoticePreferences(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'settingsUser.otherPreferenceSave', (ctx) =>
    saveOtherPreferences(deps, sessionOf(ctx), ctx.input),
  );
}
