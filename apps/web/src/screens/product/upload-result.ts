import type { ProductUploadResult } from '@portal/contract';
import { makeAutoObservable } from 'mobx';
import type { ProductGateway } from '../../gateways/product-gateway';
import { Remote } from '../../kit/remote';

/** Reads the upload id of the result screen's query (`?id=12`); undefined when there is none. */
export function uploadIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A stored batch-upload result (the file, its totals and every row's verdict) by its id. */
export class UploadResultModel {
  id: number | undefined = undefined;
  readonly record: Remote<ProductUploadResult | undefined>;

  constructor(gateway: ProductGateway) {
    this.record = new Remote(() =>
      this.id === undefined ? Promise.resolve(undefined) : gateway.uploadResult(this.id),
    );
    makeAutoObservable(this, { record: false }, { autoBind: true });
  }

  /** Reads the result of `id`; an answer for an id asked earlier is dropped. */
  load(id: number | undefined): Promise<void> {
    this.id = id;
    return this.record.load();
  }
}
