import type { UserInfo, WarehouseOption } from '@portal/contract';
import type {
  HeaderWarehouseDisplay,
  Language,
  SessionStore as SessionStorePort,
  WarehouseApplicationStatus,
} from '@portal/domain';
import { decimalText, headerWarehouseDisplay } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountGateway } from '../gateways/account-gateway';

const APPROVED: WarehouseApplicationStatus = 'approved';

/** The signed-in user and their warehouses (platform-shell.md section 3), from the server. */
export class UserStore {
  info: UserInfo | undefined = undefined;
  warehouses: readonly WarehouseOption[] = [];
  loading = false;

  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: SessionStorePort,
  ) {
    makeAutoObservable<UserStore, 'gateway' | 'session'>(
      this,
      { gateway: false, session: false },
      { autoBind: true },
    );
  }

  /**
   * Only the merchant's approved warehouses can be switched to: the status is the domain's
   * warehouse-application status as the server stores it (pending, approved, not_approved).
   */
  get activeWarehouses(): readonly WarehouseOption[] {
    return this.warehouses.filter((w) => w.status === APPROVED);
  }

  /**
   * A warehouse of the user named in `language` (the Chinese name when it has one); else the name
   * given as `fallback` (what the server stored with the row), else its id.
   */
  warehouseName(id: number, language: Language, fallback?: string): string {
    const found = this.warehouses.find((w) => w.value === id);
    if (found === undefined) return fallback ?? String(id);
    return language === 'zh' && found.cn_name !== '' ? found.cn_name : found.name;
  }

  /** The approved warehouses as a select's options, named in `language`. */
  warehouseOptions(language: Language): { value: string; text: string }[] {
    return this.activeWarehouses.map((w) => ({
      value: String(w.value),
      text: language === 'zh' && w.cn_name !== '' ? w.cn_name : w.name,
    }));
  }

  warehouseDisplay(language: Language): HeaderWarehouseDisplay {
    return headerWarehouseDisplay(
      this.activeWarehouses.map((w) => ({
        value: String(w.value),
        name: w.name,
        cn_name: w.cn_name,
      })),
      language,
    );
  }

  /** Loads user info; false when it failed (the caller logs out as the rules say). */
  async fetch(): Promise<boolean> {
    this.loading = true;
    try {
      const data = await this.gateway.userInfo();
      runInAction(() => this.accept(data.userInfo, data.warehouse));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async switchWarehouse(warehouseId: number): Promise<void> {
    try {
      const data = await this.gateway.switchWarehouse(warehouseId);
      runInAction(() => this.accept(data.userInfo, data.warehouse));
    } catch {
      // the request layer has shown why
    }
  }

  private accept(info: UserInfo, warehouses: readonly WarehouseOption[]): void {
    this.info = info;
    this.warehouses = warehouses;
    this.session.set('userInfo', {
      username: info.username,
      firstLetter: info.first_letter,
      customerId: String(info.customer_id),
      balance: decimalText(info.amount.amount),
      warehouseId: info.warehouse_id === null ? '' : String(info.warehouse_id),
      warehouseName: info.warehouse_name,
      warehouseNameZh: info.warehouse_cn_name,
    });
    // main accounts get no permissions from the list; sub-accounts get theirs
    this.session.set('permissions', info.login_type === 'sub' ? info.permissions : []);
  }

  reset(): void {
    this.info = undefined;
    this.warehouses = [];
  }
}
