import type { InventoryRow } from '@portal/contract';
import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { InventoryGateway } from '../../gateways/inventory-gateway';

/** The largest low-stock alert threshold the server accepts (contract: whole number 0-999999). */
export const THRESHOLD_MAX = 999_999;

/**
 * The alert threshold as typed: a whole number from 0 (no alert) to 999999, written in plain
 * digits (surrounding spaces allowed). Anything else is refused with the range message.
 */
export function parseThreshold(text: string): Result<number, MessageCode> {
  const value = text.trim();
  if (value === '') return err(message('VALIDATION.REQUIRED'));
  if (!/^\d{1,6}$/.test(value) || Number(value) > THRESHOLD_MAX)
    return err(message('UI.INVENTORY.THRESHOLD_RANGE', { min: 0, max: THRESHOLD_MAX }));
  return ok(Number(value));
}

/** The low-stock alert form of one product in one warehouse; a failed save keeps what was typed. */
export class ThresholdForm {
  text = '';
  touched = false;
  saving = false;

  constructor(
    private readonly gateway: InventoryGateway,
    private readonly productId: number,
    private readonly warehouseId: number,
  ) {
    makeAutoObservable<ThresholdForm, 'gateway' | 'productId' | 'warehouseId'>(
      this,
      { gateway: false, productId: false, warehouseId: false },
      { autoBind: true },
    );
  }

  get parsed(): Result<number, MessageCode> {
    return parseThreshold(this.text);
  }

  /** The error once the field was typed in or a save was tried. */
  get error(): MessageCode | undefined {
    return this.touched && !this.parsed.ok ? this.parsed.error : undefined;
  }

  /** Starts from the stored threshold, as text. */
  reset(threshold: number): void {
    this.text = String(threshold);
    this.touched = false;
  }

  setText(text: string): void {
    this.text = text;
    this.touched = true;
  }

  /** Saves a valid threshold; answers the updated stock row, or undefined when nothing saved. */
  async save(): Promise<InventoryRow | undefined> {
    this.touched = true;
    const parsed = this.parsed;
    if (!parsed.ok) return undefined;
    this.saving = true;
    try {
      return await this.gateway.setThreshold(this.productId, this.warehouseId, parsed.value);
    } catch {
      // the request layer has shown why; the typed value stays
      return undefined;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
