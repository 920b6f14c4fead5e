import type { AsnDetail } from '@portal/contract';
import { makeAutoObservable } from 'mobx';
import type { AsnActionName, AsnGateway } from '../../gateways/asn-gateway';
import { Pending, Remote } from '../../kit/remote';
import type { BoxLabel } from './box-labels';
import { boxLabelsOf } from './box-labels';
import { endpointActionsOf } from './asn-texts';

/** One inbound notice as the view shows it, with the merchant's actions on it. */
export class AsnViewModel {
  readonly record: Remote<AsnDetail>;
  /** The action whose call runs, for its button's loading state. */
  readonly pending = new Pending<AsnActionName>();

  constructor(
    private readonly gateway: AsnGateway,
    readonly id: number,
  ) {
    this.record = new Remote(() => gateway.detail(id));
    makeAutoObservable<AsnViewModel, 'gateway'>(
      this,
      { gateway: false, record: false, pending: false },
      { autoBind: true },
    );
  }

  get actions(): readonly AsnActionName[] {
    return endpointActionsOf(this.record.value?.actions ?? []);
  }

  get canEdit(): boolean {
    return this.record.value?.actions.includes('edit') ?? false;
  }

  get labels(): readonly BoxLabel[] {
    return this.record.value === undefined ? [] : boxLabelsOf(this.record.value);
  }

  /** Runs an action; true when the server took it (the detail is then read again). */
  async act(action: AsnActionName): Promise<boolean> {
    const done = await this.pending.run(action, () => this.gateway.act(this.id, action));
    if (done === undefined) return false;
    if (action !== 'delete') await this.record.load();
    return true;
  }
}
