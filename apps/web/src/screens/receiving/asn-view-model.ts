import type { AsnDetail } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AsnActionName, AsnGateway } from '../../gateways/asn-gateway';
import type { BoxLabel } from './box-labels';
import { boxLabelsOf } from './box-labels';
import { endpointActionsOf } from './asn-texts';

/** One inbound notice as the view shows it, with the merchant's actions on it. */
export class AsnViewModel {
  detail: AsnDetail | undefined = undefined;
  loading = false;
  failed = false;
  /** The action whose call runs, for its button's loading state. */
  acting: AsnActionName | undefined = undefined;

  constructor(
    private readonly gateway: AsnGateway,
    readonly id: number,
  ) {
    makeAutoObservable<AsnViewModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get actions(): readonly AsnActionName[] {
    return this.detail === undefined ? [] : endpointActionsOf(this.detail.actions);
  }

  get canEdit(): boolean {
    return this.detail?.actions.includes('edit') ?? false;
  }

  get labels(): readonly BoxLabel[] {
    return this.detail === undefined ? [] : boxLabelsOf(this.detail);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const detail = await this.gateway.detail(this.id);
      runInAction(() => (this.detail = detail));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Runs an action; true when the server took it (the detail is then read again). */
  async act(action: AsnActionName): Promise<boolean> {
    this.acting = action;
    try {
      await this.gateway.act(this.id, action);
    } catch {
      return false;
    } finally {
      runInAction(() => (this.acting = undefined));
    }
    if (action !== 'delete') await this.load();
    return true;
  }
}
