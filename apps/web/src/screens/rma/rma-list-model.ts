import type { RmaRow, RmaSavedData } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { PagedList } from '../../lists/paged-list';
import { rmaFields, rmaValuesOf } from './rma-form';

/**
 * The return list (status filter, search, server paging) and its row actions. Submitting a draft
 * from the list sends the draft's saved values again with submit=1 (the API submits through edit).
 */
export class RmaListModel {
  readonly list: PagedList<RmaRow>;
  /** The id of the row whose action runs. */
  busy: number | undefined = undefined;

  constructor(private readonly gateway: RmaGateway) {
    this.list = new PagedList<RmaRow>(
      (query) => gateway.list(query),
      (row) => row.id,
      { status: '', keyword: '' },
    );
    makeAutoObservable<RmaListModel, 'gateway'>(
      this,
      { gateway: false, list: false },
      { autoBind: true },
    );
  }

  async submit(row: RmaRow): Promise<RmaSavedData | undefined> {
    if (!row.actions.includes('submit')) return undefined;
    this.busy = row.id;
    try {
      const detail = await this.gateway.detail(row.id);
      const saved = await this.gateway.edit(row.id, rmaFields(rmaValuesOf(detail), true));
      await this.list.load();
      return saved;
    } catch {
      return undefined;
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }
}

/** The route of a return's screens. */
export const rmaPaths = {
  view: (id: number) => `/warehouse/rma/view/${id}`,
  edit: (id: number) => `/warehouse/rma/edit/${id}/edit`,
  copy: (id: number) => `/warehouse/rma/edit/${id}/copy`,
  list: '/warehouse/rma/list',
  create: '/warehouse/rma/create',
} as const;
