import type { AsnRow } from '@portal/contract';
import type { AsnActionName, AsnGateway } from '../../gateways/asn-gateway';
import { Pending } from '../../kit/remote';
import { PagedList } from '../../lists/paged-list';

/** The inbound notice list: server pages filtered by status and ASN number, and row actions. */
export class AsnListModel {
  readonly list: PagedList<AsnRow>;
  /** `${id}:${action}` of the row action whose call runs. */
  readonly pending = new Pending<string>();

  constructor(private readonly gateway: AsnGateway) {
    this.list = new PagedList<AsnRow>(
      (query) => gateway.list(query),
      (row) => row.id,
      { status: '', keyword: '' },
    );
  }

  isActing(row: AsnRow, action: AsnActionName): boolean {
    return this.pending.is(`${row.id}:${action}`);
  }

  /** Runs a row action, then reloads the page (the row's status and actions changed). */
  async act(row: AsnRow, action: AsnActionName): Promise<boolean> {
    const done = await this.pending.run(`${row.id}:${action}`, () =>
      this.gateway.act(row.id, action),
    );
    if (done === undefined) return false;
    await this.list.load();
    return true;
  }
}
