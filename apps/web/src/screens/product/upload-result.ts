import type { ProductUploadResult } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductGateway } from '../../gateways/product-gateway';

/** Reads the upload id of the result screen's query (`?id=12`); undefined when there is none. */
export function uploadIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A stored batch-upload result: the file, its totals and every row's verdict. */
export class UploadResultModel {
  result: ProductUploadResult | undefined = undefined;
  id: number | undefined = undefined;
  loading = false;
  failed = false;

  constructor(private readonly gateway: ProductGateway) {
    makeAutoObservable<UploadResultModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(id: number | undefined): Promise<void> {
    this.id = id;
    this.result = undefined;
    this.failed = false;
    if (id === undefined) return;
    this.loading = true;
    try {
      const result = await this.gateway.uploadResult(id);
      runInAction(() => {
        if (this.id === id) this.result = result;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
