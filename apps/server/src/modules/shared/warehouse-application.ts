import type { WarehouseApplicationStatus } from '@portal/domain';
import { WAREHOUSE_APPLICATION_STATUSES } from '@portal/domain';

/** A stored status read back: the machine's type when it is one of its statuses. */
export const isWarehouseApplicationStatus = (value: string): value is WarehouseApplicationStatus =>
  (WAREHOUSE_APPLICATION_STATUSES as readonly string[]).includes(value);
