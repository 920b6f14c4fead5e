import type { AsnRow } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AsnActionName, AsnGateway } from '../../gateways/asn-gateway';
import { PagedList } from '../../lists/paged-list';

/** The inbound notice list: server pages filtered by status and ASN number, and row actions. */
export class AsnListModel {
  readonly list: PagedList<AsnRow>;
  /** `${id}:${action}` of the row action whose call runs. */
  acting = '';

  constructor(private readonly gateway: AsnGateway) {
    this.list = new PagedList<AsnRow>(
      (query) => gateway.list(query),
      (row) => row.id,
      {
        status: '',
        keyword: '',
      },
    );
    makeAutoObservable<AsnListModel, 'gateway'>(
      this,
      { gateway: false, list: false },
      { autoBind: true },
    );
  }

  isActing(row: AsnRow, action: AsnActionName): boolean {
    return this.acting === `${row.id}:${action}`;
  }

  /** Runs a row action, then reloads the page (the row's status and actions changed). */
  async act(row: AsnRow, action: AsnActionName): Promise<boolean> {
    this.acting = `${row.id}:${action}`;
    try {
      await this.gateway.act(row.id, action);
    } catch {
      return false;
    } finally {
      runInAction(() => (this.acting = ''));
    }
    await this.list.load();
    return true;
  }
}
