import type { OrderUploadRow } from '@portal/contract';
import type { OrderUploadKind } from '@portal/domain';
import type { OrderUploadGateway } from '../../gateways/order-upload-gateway';
import { PagedList } from '../../lists/paged-list';

/** A page of uploads of one kind, live or deleted, newest first. */
export const uploadHistory = (
  gateway: OrderUploadGateway,
  kind: OrderUploadKind,
  deleted: boolean,
): PagedList<OrderUploadRow> =>
  new PagedList(
    (query) => gateway.list({ ...query, kind, deleted: deleted ? '1' : '0' }),
    (row) => row.id,
  );

// the result opened by `?id=` reads its id as the product upload result does
export { uploadIdOf } from '../product/upload-result';
