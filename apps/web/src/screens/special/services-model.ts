import type { AddedService } from '@portal/contract';
import { makeAutoObservable } from 'mobx';
import type { ServiceGateway } from '../../gateways/service-gateway';
import { PagedList } from '../../lists/paged-list';

/** A code as the server compares it: trimmed, in capitals. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * The provider's added services, one server page at a time, narrowed to one code. The route's
 * `{sp_code?}` preselects the code; changing it here filters in place and leaves the address as it
 * is (an address per code would open a tab per code).
 */
export class ServicesModel {
  readonly list: PagedList<AddedService>;
  code: string;

  constructor(gateway: ServiceGateway, initialCode = '') {
    this.code = normalizeCode(initialCode);
    let key = 0;
    const keys = new Map<string, number>();
    this.list = new PagedList<AddedService>(
      (query) => gateway.list(query),
      (row) => {
        const known = keys.get(row.sp_code);
        if (known !== undefined) return known;
        keys.set(row.sp_code, ++key);
        return key;
      },
      { sp_code: this.code },
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** Applies the typed code (blank shows every service). */
  apply(): Promise<void> {
    this.code = normalizeCode(this.code);
    return this.list.setFilter('sp_code', this.code);
  }

  clear(): Promise<void> {
    this.code = '';
    return this.list.setFilter('sp_code', '');
  }
}
