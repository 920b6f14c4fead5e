import type { RmaRow, RmaSavedData } from '@portal/contract';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { Pending } from '../../kit/remote';
import { PagedList } from '../../lists/paged-list';
import { rmaFields, rmaValuesOf } from './rma-form';

/** The route of a return's screens. */
export const rmaPaths = {
  view: (id: number) => `/warehouse/rma/view/${id}`,
  edit: (id: number) => `/warehouse/rma/edit/${id}/edit`,
  copy: (id: number) => `/warehouse/rma/edit/${id}/copy`,
  list: '/warehouse/rma/list',
  create: '/warehouse/rma/create',
} as const;

/** The label key of each action on a return (the domain's allowedRmaActions, and copy). */
export const RMA_ACTION_KEYS: Readonly<Record<string, string>> = {
  edit: 'UI.RMA.ACTION_EDIT',
  submit: 'UI.RMA.ACTION_SUBMIT',
  copy: 'UI.RMA.ACTION_COPY',
};

/**
 * Submits a draft: sends its saved values again with submit=1 (the API submits through edit).
 * `pending` names the return whose submit runs.
 */
export async function submitRma(
  gateway: RmaGateway,
  pending: Pending<number>,
  row: RmaRow,
): Promise<RmaSavedData | undefined> {
  if (!row.actions.includes('submit')) return undefined;
  return pending.run(row.id, async () => {
    const detail = await gateway.detail(row.id);
    return gateway.edit(row.id, { ...rmaFields(rmaValuesOf(detail)), submit: '1' });
  });
}

/** The return list (status filter, search, server paging) and its row actions. */
export class RmaListModel {
  readonly list: PagedList<RmaRow>;
  readonly pending = new Pending<number>();

  constructor(private readonly gateway: RmaGateway) {
    this.list = new PagedList<RmaRow>(
      (query) => gateway.list(query),
      (row) => row.id,
      { status: '', keyword: '' },
    );
  }

  async submit(row: RmaRow): Promise<RmaSavedData | undefined> {
    const saved = await submitRma(this.gateway, this.pending, row);
    if (saved !== undefined) await this.list.load();
    return saved;
  }
}
