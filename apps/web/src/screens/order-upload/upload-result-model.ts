import type { OrderUploadResult, OrderUploadResultRow } from '@portal/contract';
import type { ValidationFieldIssue } from '@portal/domain';
import { checkOrderRows } from '@portal/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderUploadGateway } from '../../gateways/order-upload-gateway';
import { failureText } from '../../kit/form-model';

/** A row being corrected in place: its cells as typed and the fields the form shows. */
export interface RowCorrection {
  readonly row: number;
  readonly fields: readonly string[];
  readonly cells: Readonly<Record<string, string>>;
}

type RowAction = 'save' | 'submit' | 'delete' | 'download';

/**
 * The corrected cells of one row checked with the other rows of its order, by the domain's
 * `checkOrderRows` (the rule the server applies again): the row's own problems.
 */
export function correctionIssues(
  rows: readonly OrderUploadResultRow[],
  correction: RowCorrection,
): readonly ValidationFieldIssue[] {
  const corrected = rows.find((row) => row.row === correction.row);
  if (corrected === undefined) return [];
  const key = (correction.cells.reference_number ?? corrected.reference).trim();
  const group = rows
    .filter(
      (row) =>
        row.outcome !== 'deleted' &&
        row.row !== correction.row &&
        row.reference === key &&
        key !== '',
    )
    .map((row) => ({ number: row.row, cells: row.cells }));
  const own = { number: correction.row, cells: correction.cells };
  const ordered = [...group, own].sort((a, b) => a.number - b.number);
  return checkOrderRows(ordered).find((verdict) => verdict.row === correction.row)?.issues ?? [];
}

/**
 * One upload's result as the merchant works on it: its error rows (the only rows the batch
 * actions take), a selection of them, one row corrected in place with the domain's rules, and the
 * answer of each action, which replaces the result (the server checks again and says what is left).
 */
export class UploadResultModel {
  result: OrderUploadResult | undefined = undefined;
  loading = false;
  failed = false;
  selected: ReadonlySet<number> = new Set();
  correction: RowCorrection | undefined = undefined;
  /** Whether the correction's save was tried (its problems then show before any field is left). */
  tried = false;
  running: RowAction | undefined = undefined;
  actionError: string | undefined = undefined;
  /** The rows the last batch action took, to say so. */
  done: number | undefined = undefined;
  private sequence = 0;

  constructor(private readonly gateway: OrderUploadGateway) {
    makeAutoObservable<UploadResultModel, 'gateway' | 'sequence'>(
      this,
      {
        gateway: false,
        sequence: false,
        // replaced whole by each answer or edit: plain values, never deep observables (an upload
        // of 2,000 orders would cost the main thread a long task to convert)
        result: observableRef,
        selected: observableRef,
        correction: observableRef,
      },
      { autoBind: true },
    );
  }

  get id(): number | undefined {
    return this.result?.upload.id;
  }

  /** Rows still in error: the abnormal orders not saved yet. */
  get errorRows(): readonly OrderUploadResultRow[] {
    return this.result?.rows.filter((row) => row.outcome === 'error') ?? [];
  }

  /** Whether leaving would leave orders of this upload unsaved (they have errors). */
  get unsaved(): boolean {
    return this.errorRows.length > 0;
  }

  get selectedRows(): readonly number[] {
    return this.errorRows.filter((row) => this.selected.has(row.row)).map((row) => row.row);
  }

  get allSelected(): boolean {
    return this.errorRows.length > 0 && this.selectedRows.length === this.errorRows.length;
  }

  /** The problems of the row being corrected, as the domain sees its cells now. */
  get correctionIssues(): readonly ValidationFieldIssue[] {
    if (this.result === undefined || this.correction === undefined) return [];
    return correctionIssues(this.result.rows, this.correction);
  }

  /** Shows a result (the answer of an upload); the selection and any correction start over. */
  show(result: OrderUploadResult | undefined): void {
    this.sequence += 1;
    this.result = result;
    this.loading = false;
    this.failed = false;
    this.selected = new Set();
    this.correction = undefined;
    this.actionError = undefined;
    this.done = undefined;
  }

  /** Reads a past upload's result; an answer for an upload asked earlier is dropped. */
  async open(id: number): Promise<void> {
    this.show(undefined);
    const mine = this.sequence;
    this.loading = true;
    try {
      const result = await this.gateway.result(id);
      runInAction(() => {
        if (mine === this.sequence) this.show(result);
      });
    } catch {
      runInAction(() => {
        if (mine !== this.sequence) return;
        this.loading = false;
        this.failed = true;
      });
    }
  }

  isSelected(row: number): boolean {
    return this.selected.has(row);
  }

  toggle(row: number): void {
    const next = new Set(this.selected);
    if (!next.delete(row)) next.add(row);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.errorRows.map((row) => row.row));
  }

  /** Opens the small form of an error row: the fields with problems, its reference number first. */
  startCorrection(row: OrderUploadResultRow): void {
    const fields = [...new Set(row.issues.map((issue) => issue.field))].filter(
      (field) => field !== 'reference_number',
    );
    this.correction = {
      row: row.row,
      fields: fields.length > 0 ? fields : ['reference_number'],
      cells: { ...row.cells },
    };
    this.tried = false;
    this.actionError = undefined;
  }

  setCell(field: string, value: string): void {
    if (this.correction === undefined) return;
    this.correction = { ...this.correction, cells: { ...this.correction.cells, [field]: value } };
  }

  cancelCorrection(): void {
    this.correction = undefined;
  }

  /** Saves the corrected row once the domain finds nothing wrong with it; the server checks again. */
  async saveCorrection(): Promise<boolean> {
    const { correction, id } = this;
    if (correction === undefined || id === undefined) return false;
    this.tried = true;
    if (this.correctionIssues.length > 0) return false;
    const changed = await this.run('save', () =>
      this.gateway.saveRow(id, correction.row, correction.cells),
    );
    if (changed) runInAction(() => (this.correction = undefined));
    return changed;
  }

  /** Submits the selected error rows again as they are stored. */
  submitSelected(): Promise<boolean> {
    const { id, selectedRows } = this;
    if (id === undefined || selectedRows.length === 0) return Promise.resolve(false);
    return this.run('submit', () => this.gateway.submitRows(id, selectedRows), selectedRows.length);
  }

  /** Deletes the selected error rows (and their orders' other rows with them). */
  deleteSelected(): Promise<boolean> {
    const { id, selectedRows } = this;
    if (id === undefined || selectedRows.length === 0) return Promise.resolve(false);
    return this.run('delete', () => this.gateway.deleteRows(id, selectedRows), selectedRows.length);
  }

  /** The error rows as a file in the uploaded format, with an error column. */
  async errorFile() {
    const { id } = this;
    if (id === undefined) return undefined;
    this.running = 'download';
    this.actionError = undefined;
    try {
      return await this.gateway.errorFile(id);
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error)));
      return undefined;
    } finally {
      runInAction(() => (this.running = undefined));
    }
  }

  private async run(
    action: RowAction,
    send: () => Promise<OrderUploadResult>,
    count?: number,
  ): Promise<boolean> {
    this.running = action;
    this.actionError = undefined;
    try {
      const result = await send();
      runInAction(() => {
        this.show(result);
        this.done = count;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error)));
      return false;
    } finally {
      runInAction(() => (this.running = undefined));
    }
  }
}
