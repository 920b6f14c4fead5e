import { Type } from 'typebox';
import {
  ActivationProgressDataSchema,
  CountryOptionSchema,
  ManagersDataSchema,
  ProviderWarehouseSchema,
  RegionOptionSchema,
  UploadDataSchema,
  VerificationDataSchema,
} from '../data/customer';
import { endpoint } from '../endpoint';
import { file, list, requiredInteger, requiredText, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

import { CUSTOMER_ROUTES } from '../routes/customer';

export const CUSTOMER_ENDPOINTS = {
  getManager: endpoint(CUSTOMER_ROUTES.getManager, {
    summary: 'The managers chosen at registration',
    request: Type.Object({}),
    response: ManagersDataSchema,
  }),
  isVerify: endpoint(CUSTOMER_ROUTES.isVerify, {
    summary: 'Identity verification state, with the failure reason',
    request: Type.Object({}),
    response: VerificationDataSchema,
  }),
  addUnaudited: endpoint(CUSTOMER_ROUTES.addUnaudited, {
    summary: 'Submits identity for review (enterprise or individual fields by type)',
    request: Type.Object({
      type: requiredText('enterprise or individual'),
      legal_representative: text('enterprise'),
      id_number: text('enterprise: ID number of the legal representative'),
      licence_number: text('enterprise: business licence number'),
      licence_image: text('enterprise: id of an uploadPicture upload'),
      real_name: text('individual'),
      certificate_type: text('individual'),
      certificate_number: text('individual'),
    }),
    response: VerificationDataSchema,
  }),
  activeOver: endpoint(CUSTOMER_ROUTES.activeOver, {
    summary: 'Activation progress: verification, balance and warehouse applications',
    request: Type.Object({}),
    response: ActivationProgressDataSchema,
  }),
  activeWarehouse: endpoint(CUSTOMER_ROUTES.activeWarehouse, {
    summary: 'Applies for a warehouse (after the identity passed); fields sent as query',
    request: Type.Object({ warehouse_id: requiredInteger() }),
    response: ActivationProgressDataSchema,
  }),
  warehouses: endpoint(CUSTOMER_ROUTES.warehouses, {
    summary: 'Every warehouse of the provider, to choose one for a warehouse application',
    request: Type.Object({}),
    response: list(ProviderWarehouseSchema),
  }),
  reAudit: endpoint(CUSTOMER_ROUTES.reAudit, {
    summary: 'After a failed review, reopens the identity form (urlcode back to 400)',
    request: Type.Object({}),
    response: VerificationDataSchema,
  }),
  uploadPicture: endpoint(CUSTOMER_ROUTES.uploadPicture, {
    summary: 'Uploads a JPG, PNG or GIF of at most 2 MB (content sniffed), multipart field file',
    request: Type.Object({ file: file() }),
    response: UploadDataSchema,
  }),
  picture: endpoint(CUSTOMER_ROUTES.picture, {
    summary: 'Serves an uploaded picture of this merchant (the image itself, not an envelope)',
    request: Type.Object({
      id: requiredText(),
      token: text('for <img src>, instead of the token header'),
    }),
    response: Type.Unsafe<never>({ description: 'the image bytes (not an envelope)' }),
  }),
  regionList: endpoint(CUSTOMER_ROUTES.regionList, {
    summary: 'Service regions, paged, filtered by keyword',
    request: Type.Object({ ...PAGING_FIELDS, keyword: text() }),
    response: PageSchema(RegionOptionSchema),
  }),
  countryList: endpoint(CUSTOMER_ROUTES.countryList, {
    summary: 'ISO 3166 countries with en and zh names, paged, filtered by keyword',
    request: Type.Object({ ...PAGING_FIELDS, keyword: text() }),
    response: PageSchema(CountryOptionSchema),
  }),
} as const;
