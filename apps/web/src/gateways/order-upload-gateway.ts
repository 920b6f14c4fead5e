import type {
  OrderUploadFile,
  OrderUploadMapping,
  OrderUploadResult,
  OrderUploadRow,
  Page,
} from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type {
  HttpClient,
  OrderUploadFileFormat,
  OrderUploadKind,
  OrderUploadSaveAs,
} from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** How the orders of an upload are saved, chosen before the file is sent. */
export interface OrderUploadOptions {
  readonly saveAs: OrderUploadSaveAs;
  readonly autoSubmitAbnormal: boolean;
  /** A saved column mapping the server applies to the file's headings. */
  readonly mappingId?: number;
}

/** The mappings the merchant saved, and the one offered for the headings asked about. */
export interface OrderUploadMappings {
  readonly list: readonly OrderUploadMapping[];
  readonly offered: OrderUploadMapping | undefined;
}

/**
 * Batch order uploads (issue 13): send a file, its history and result, the error rows corrected,
 * submitted, deleted or downloaded, deleted uploads restored, column mappings, templates.
 * Uploads and row actions show their failure on the screen, not as a toast.
 */
export interface OrderUploadGateway {
  template(kind: OrderUploadKind, format: OrderUploadFileFormat): Promise<OrderUploadFile>;
  upload(file: File, options: OrderUploadOptions): Promise<OrderUploadResult>;
  trackingUpload(file: File): Promise<OrderUploadResult>;
  list(query: Readonly<Record<string, string>>): Promise<Page<OrderUploadRow>>;
  result(id: number): Promise<OrderUploadResult>;
  saveRow(
    id: number,
    row: number,
    cells: Readonly<Record<string, string>>,
  ): Promise<OrderUploadResult>;
  submitRows(id: number, rows: readonly number[]): Promise<OrderUploadResult>;
  deleteRows(id: number, rows: readonly number[]): Promise<OrderUploadResult>;
  errorFile(id: number): Promise<OrderUploadFile>;
  remove(id: number): Promise<OrderUploadRow>;
  restore(id: number): Promise<OrderUploadRow>;
  mappings(headings: readonly string[]): Promise<OrderUploadMappings>;
  saveMapping(
    name: string,
    columns: readonly { readonly heading: string; readonly field: string }[],
    id?: number,
  ): Promise<OrderUploadMapping>;
}

const quiet = { noAlert: true } as const;

export class HttpOrderUploadGateway implements OrderUploadGateway {
  constructor(private readonly http: HttpClient) {}

  template(kind: OrderUploadKind, format: OrderUploadFileFormat): Promise<OrderUploadFile> {
    return callEndpoint(this.http, ROUTES.orderUpload.template, { kind, format });
  }

  upload(file: File, options: OrderUploadOptions): Promise<OrderUploadResult> {
    const fields: Record<string, string> = {
      save_as: options.saveAs,
      auto_submit_abnormal: options.autoSubmitAbnormal ? '1' : '0',
    };
    if (options.mappingId !== undefined) fields.mapping_id = String(options.mappingId);
    return callEndpoint(this.http, ROUTES.orderUpload.upload, fields, {
      files: { file },
      ...quiet,
    });
  }

  trackingUpload(file: File): Promise<OrderUploadResult> {
    return callEndpoint(
      this.http,
      ROUTES.orderUpload.trackingUpload,
      {},
      { files: { file }, ...quiet },
    );
  }

  list(query: Readonly<Record<string, string>>): Promise<Page<OrderUploadRow>> {
    return callEndpoint(this.http, ROUTES.orderUpload.list, query);
  }

  result(id: number): Promise<OrderUploadResult> {
    return callEndpoint(this.http, ROUTES.orderUpload.result, { id: String(id) });
  }

  saveRow(
    id: number,
    row: number,
    cells: Readonly<Record<string, string>>,
  ): Promise<OrderUploadResult> {
    return callEndpoint(
      this.http,
      ROUTES.orderUpload.saveRow,
      { id: String(id), row: String(row), cells: JSON.stringify(cells) },
      quiet,
    );
  }

  submitRows(id: number, rows: readonly number[]): Promise<OrderUploadResult> {
    return callEndpoint(
      this.http,
      ROUTES.orderUpload.submitRows,
      { id: String(id), rows: rows.join(',') },
      quiet,
    );
  }

  deleteRows(id: number, rows: readonly number[]): Promise<OrderUploadResult> {
    return callEndpoint(
      this.http,
      ROUTES.orderUpload.deleteRows,
      { id: String(id), rows: rows.join(',') },
      quiet,
    );
  }

  errorFile(id: number): Promise<OrderUploadFile> {
    return callEndpoint(this.http, ROUTES.orderUpload.errorFile, { id: String(id) });
  }

  remove(id: number): Promise<OrderUploadRow> {
    return callEndpoint(this.http, ROUTES.orderUpload.delete, { id: String(id) });
  }

  restore(id: number): Promise<OrderUploadRow> {
    return callEndpoint(this.http, ROUTES.orderUpload.restore, { id: String(id) });
  }

  async mappings(headings: readonly string[]): Promise<OrderUploadMappings> {
    const answer = await callEndpoint(this.http, ROUTES.orderUpload.mappings, {
      headings: JSON.stringify(headings),
    });
    return {
      list: answer.list,
      offered: answer.list.find((mapping) => mapping.id === answer.offered_id),
    };
  }

  saveMapping(
    name: string,
    columns: readonly { readonly heading: string; readonly field: string }[],
    id?: number,
  ): Promise<OrderUploadMapping> {
    const fields: Record<string, string> = { name, columns: JSON.stringify(columns) };
    if (id !== undefined) fields.id = String(id);
    return callEndpoint(this.http, ROUTES.orderUpload.mappingSave, fields, quiet);
  }
}
