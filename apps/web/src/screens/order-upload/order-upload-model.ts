import type { OrderUploadMapping, OrderUploadResult } from '@portal/contract';
import type { MessageCode, OrderUploadField, OrderUploadSaveAs } from '@portal/domain';
import { mappingFitsHeader } from '@portal/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderUploadGateway } from '../../gateways/order-upload-gateway';
import { failureText } from '../../kit/form-model';
import type { CheckedSummary, ColumnMapping } from './check-file';
import { mappingEntries, mappingIssues, suggestedMapping } from './check-file';
import type { OrderFileChecker } from './row-checker';

/** Where the upload of one file stands. */
export type UploadStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'checking'; readonly done: number; readonly total: number }
  | {
      readonly kind: 'mapping';
      readonly header: readonly string[];
      readonly mapping: ColumnMapping;
      /** The saved mapping offered for these headings (filled in), if one fits. */
      readonly offered: OrderUploadMapping | undefined;
      readonly saving: boolean;
      readonly failure: string | undefined;
    }
  | { readonly kind: 'refused'; readonly problem: MessageCode }
  | {
      readonly kind: 'checked';
      readonly answer: CheckedSummary;
      /** Why the last send failed (the file stays checked, to send again). */
      readonly failure?: string;
    }
  | { readonly kind: 'sending'; readonly answer: CheckedSummary }
  | { readonly kind: 'failed'; readonly reason: string };

/** The name a mapping is saved under: the file it was made for (the server keeps 50 characters). */
const mappingName = (fileName: string) => fileName.slice(0, 50);

/**
 * The upload of one order file: how its orders are saved, the browser's check in the worker
 * with its progress, the column mapping when its headings differ from the template (saved, so
 * the server reads the file the same way, and offered for the next file with those headings),
 * then the file sent. The server's answer is the result the screen then shows.
 */
export class OrderUploadModel {
  saveAs: OrderUploadSaveAs = 'pending_submit';
  autoSubmitAbnormal = false;
  step: UploadStep = { kind: 'idle' };
  file: File | undefined = undefined;
  /** The saved mapping the file is read with (sent with it), when it has foreign headings. */
  mappingId: number | undefined = undefined;
  private bytes: Uint8Array | undefined = undefined;
  private mapping: ColumnMapping | undefined = undefined;
  private sequence = 0;

  constructor(
    private readonly gateway: OrderUploadGateway,
    private readonly checker: OrderFileChecker,
    /** Takes the server's answer (the screen shows it as the current result). */
    private readonly uploaded: (result: OrderUploadResult) => void,
    /** Headings read past without a mapping (the error column of the error-rows file). */
    private readonly ignoredHeadings: readonly string[] = [],
  ) {
    makeAutoObservable<
      OrderUploadModel,
      'gateway' | 'checker' | 'uploaded' | 'ignoredHeadings' | 'bytes' | 'mapping' | 'sequence'
    >(
      this,
      {
        gateway: false,
        checker: false,
        uploaded: false,
        ignoredHeadings: false,
        bytes: false,
        mapping: false,
        sequence: false,
        // a checked file of 2,000 orders stays a plain value: made deeply observable, its rows
        // would cost the main thread a long task when the check's answer arrives
        step: observableRef,
      },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return ['reading', 'checking', 'sending'].includes(this.step.kind);
  }

  /** 0-100 for the progress bar while the rows are checked. */
  get percent(): number {
    const { step } = this;
    if (step.kind !== 'checking') return 0;
    return step.total === 0 ? 0 : Math.floor((step.done / step.total) * 100);
  }

  /** Problems of the mapping as chosen, by heading ('' for the mapping as a whole). */
  get mappingIssues(): Readonly<Record<string, MessageCode>> {
    const { step, file } = this;
    return step.kind === 'mapping'
      ? mappingIssues(mappingName(file?.name ?? ''), step.mapping)
      : {};
  }

  setSaveAs(saveAs: OrderUploadSaveAs): void {
    this.saveAs = saveAs;
  }

  setAutoSubmit(on: boolean): void {
    this.autoSubmitAbnormal = on;
  }

  /** Reads a picked file and checks it; a file with foreign headings goes to the mapping first. */
  async pick(file: File): Promise<void> {
    this.sequence += 1;
    const mine = this.sequence;
    this.file = file;
    this.mappingId = undefined;
    this.mapping = undefined;
    this.step = { kind: 'reading' };
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (mine !== this.sequence) return;
      this.bytes = bytes;
      await this.check(mine);
    } catch (error) {
      runInAction(() => {
        if (mine === this.sequence) this.step = { kind: 'failed', reason: failureText(error) };
      });
    }
  }

  /** Sets the template field one heading fills ('' leaves the column out). */
  mapHeading(heading: string, field: OrderUploadField | ''): void {
    const { step } = this;
    if (step.kind !== 'mapping') return;
    this.step = { ...step, mapping: { ...step.mapping, [heading]: field } };
  }

  /** Saves the mapping as chosen (replacing the offered one) and checks the file with it. */
  async applyMapping(): Promise<void> {
    const { step, file } = this;
    if (step.kind !== 'mapping' || file === undefined) return;
    if (Object.keys(this.mappingIssues).length > 0) return;
    const mine = this.sequence;
    this.step = { ...step, saving: true, failure: undefined };
    const columns = mappingEntries(step.mapping);
    try {
      const saved = await this.gateway.saveMapping(
        mappingName(file.name),
        columns,
        step.offered?.id,
      );
      if (mine !== this.sequence) return;
      runInAction(() => {
        this.mappingId = saved.id;
        this.mapping = step.mapping;
      });
      await this.check(mine);
    } catch (error) {
      runInAction(() => {
        if (mine === this.sequence)
          this.step = { ...step, saving: false, failure: failureText(error) };
      });
    }
  }

  /** Sends the checked file with the options chosen; the answer becomes the shown result. */
  async send(): Promise<void> {
    const { step, file } = this;
    if (step.kind !== 'checked' || file === undefined) return;
    const { answer } = step;
    const mine = this.sequence;
    this.step = { kind: 'sending', answer };
    try {
      const result = await this.gateway.upload(file, {
        saveAs: this.saveAs,
        autoSubmitAbnormal: this.autoSubmitAbnormal,
        ...(this.mappingId === undefined ? {} : { mappingId: this.mappingId }),
      });
      if (mine !== this.sequence) return;
      runInAction(() => this.reset());
      this.uploaded(result);
    } catch (error) {
      runInAction(() => {
        if (mine === this.sequence)
          this.step = { kind: 'checked', answer, failure: failureText(error) };
      });
    }
  }

  /** Back to a fresh pick (the file, its mapping and check forgotten). */
  reset(): void {
    this.sequence += 1;
    this.step = { kind: 'idle' };
    this.file = undefined;
    this.bytes = undefined;
    this.mapping = undefined;
    this.mappingId = undefined;
  }

  private async check(mine: number): Promise<void> {
    const { file, bytes } = this;
    if (file === undefined || bytes === undefined) return;
    this.step = { kind: 'checking', done: 0, total: 0 };
    const answer = await this.checker.check(
      { name: file.name, bytes, ignoredHeadings: this.ignoredHeadings },
      this.mapping === undefined ? undefined : mappingEntries(this.mapping),
      (done, total) =>
        runInAction(() => {
          if (mine === this.sequence && this.step.kind === 'checking')
            this.step = { kind: 'checking', done, total };
        }),
    );
    if (mine !== this.sequence) return;
    if (answer.kind === 'mapping') {
      const offered = await this.gateway.mappings(answer.header).then(
        (found) => found.offered,
        () => undefined,
      );
      if (mine !== this.sequence) return;
      const fits = offered !== undefined && mappingFitsHeader(offered.columns, answer.header);
      runInAction(() => {
        this.step = {
          kind: 'mapping',
          header: answer.header,
          mapping: suggestedMapping(answer.header, fits ? offered.columns : []),
          offered: fits ? offered : undefined,
          saving: false,
          failure: undefined,
        };
      });
      return;
    }
    runInAction(() => {
      this.step =
        answer.kind === 'refused'
          ? { kind: 'refused', problem: answer.problem }
          : { kind: 'checked', answer };
    });
  }
}
