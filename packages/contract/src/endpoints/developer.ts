import { Type } from 'typebox';
import {
  ApiCallRowSchema,
  CertificateCreatedSchema,
  CertificateListSchema,
  CertificateRowSchema,
  DeliveryRowSchema,
  WebhookCreatedSchema,
  WebhookListSchema,
  WebhookRowSchema,
} from '../data/developer';
import { endpoint } from '../endpoint';
import { DEVELOPER_ROUTES } from '../routes/developer';
import { NullData, optionalInteger, requiredInteger, requiredText } from '../schemas/kit';
import { PAGING_FIELDS, PageSchema } from '../schemas/page';

const idField = { id: requiredInteger() };

export const DEVELOPER_ENDPOINTS = {
  certificates: endpoint(DEVELOPER_ROUTES.certificates, {
    summary:
      "The merchant's API certificates (user ID, token, scopes, application and expiry dates); never a key",
    request: Type.Object({}),
    response: CertificateListSchema,
  }),
  certificateCreate: endpoint(DEVELOPER_ROUTES.certificateCreate, {
    summary:
      'Requests an API certificate, confirmed with the caller\'s password ("Wrong password. Please try again."); answers its key once',
    request: Type.Object({
      password: requiredText("the caller's own password"),
      scopes: requiredText(
        'area:level separated by commas; areas orders, inventory, products, inbound; levels read, write',
      ),
    }),
    response: CertificateCreatedSchema,
  }),
  certificateRenew: endpoint(DEVELOPER_ROUTES.certificateRenew, {
    summary:
      'Renews a certificate for another term from its expiry, or from now once expired (no day lost); the key stays',
    request: Type.Object(idField),
    response: CertificateRowSchema,
  }),
  certificateDelete: endpoint(DEVELOPER_ROUTES.certificateDelete, {
    summary: 'Deletes a certificate: calls signed with it are refused from now on',
    request: Type.Object(idField),
    response: NullData,
  }),
  calls: endpoint(DEVELOPER_ROUTES.calls, {
    summary: 'The open API calls made with the merchant certificates, newest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      certificate_id: optionalInteger('one certificate only'),
    }),
    response: PageSchema(ApiCallRowSchema),
  }),
  webhooks: endpoint(DEVELOPER_ROUTES.webhooks, {
    summary: "The merchant's webhook subscriptions; never a secret",
    request: Type.Object({}),
    response: WebhookListSchema,
  }),
  webhookCreate: endpoint(DEVELOPER_ROUTES.webhookCreate, {
    summary:
      'Registers a URL for events (order.status_changed, inbound.received, return.processed, balance.low); answers its signing secret once',
    request: Type.Object({
      url: requiredText(
        'https://...; http and private addresses only where the server allows them',
      ),
      events: requiredText('event names separated by commas'),
    }),
    response: WebhookCreatedSchema,
  }),
  webhookEnable: endpoint(DEVELOPER_ROUTES.webhookEnable, {
    summary: 'Turns a webhook disabled after days of failures back on',
    request: Type.Object(idField),
    response: WebhookRowSchema,
  }),
  webhookDelete: endpoint(DEVELOPER_ROUTES.webhookDelete, {
    summary: 'Deletes a webhook; its pending deliveries are dropped',
    request: Type.Object(idField),
    response: NullData,
  }),
  webhookDeliveries: endpoint(DEVELOPER_ROUTES.webhookDeliveries, {
    summary: 'Deliveries of events to the merchant webhooks with every attempt, newest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      webhook_id: optionalInteger('one webhook only'),
    }),
    response: PageSchema(DeliveryRowSchema),
  }),
} as const;
