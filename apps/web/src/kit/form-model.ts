import type { FormFields, MessageCode, ValidationFieldIssue } from '@portal/domain';
import { draftIssues, envelopeIssues, HttpRequestFailure } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';

/** What one form is: its empty values, its one validator and its wire payload. */
export interface FormSpec<V extends object> {
  readonly initial: () => V;
  /** Every refusal of the values, `field` named as on the wire (`sku`, `lines.0.quantity`). */
  readonly validate: (values: V) => readonly ValidationFieldIssue[];
  /** The contract's request fields of these values. */
  readonly payload: (values: V) => FormFields;
  /**
   * Fields whose rule reads another field (a declared value checked against the price): a change
   * of the key also shows the verdict of each listed field that holds something.
   */
  readonly linked?: Readonly<Partial<Record<keyof V, readonly (keyof V & string)[]>>>;
}

/** The keys of V whose values are lists (lines, boxes, pictures). */
export type ListKey<V> = {
  [K in keyof V]: V[K] extends readonly unknown[] ? K : never;
}[keyof V];
/** The item type of a list field. */
export type ItemOf<V, K extends keyof V> = V[K] extends readonly (infer I)[] ? I : never;

/** The server's reason of a refused call (already in the request's language), or the error's text. */
export const failureText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const messageOf = (issue: ValidationFieldIssue): MessageCode =>
  issue.params === undefined ? { code: issue.code } : { code: issue.code, params: issue.params };

/**
 * One form of the portal: field values named by the wire, touched state, the client issues of
 * one validator, the server issues of a refused save (`data.issues` of its envelope), the
 * payload, the load of a saved record and the save with a pending flag. A client issue shows once
 * its field was touched or a save was tried; a server issue shows until its field changes.
 */
export class FormModel<V extends object> {
  values: V;
  /** The server's issues of the last refused save, beside their fields. */
  serverIssues: readonly ValidationFieldIssue[] = [];
  /** The server's reason when it refused the last save. */
  saveError: string | undefined = undefined;
  /** Which save runs ('draft', 'submit', ...), undefined when none. */
  saving: string | undefined = undefined;
  /** True once a save went through. */
  saved = false;
  submitted = false;
  /** The last save tried was a draft: only the refusals of what was given show. */
  draftOnly = false;
  loading = false;
  loadFailed = false;
  /** False when the record loaded is not editable: the save is not offered. */
  editable = true;
  private touched: ReadonlySet<string> = new Set();
  private requiredOf: { values: V | undefined; fields: Map<string, boolean> } = {
    values: undefined,
    fields: new Map(),
  };

  constructor(private readonly spec: FormSpec<V>) {
    this.values = spec.initial();
    makeAutoObservable<FormModel<V>, 'spec' | 'requiredOf' | 'isRequired'>(
      this,
      { spec: false, requiredOf: false, isRequired: false },
      { autoBind: true },
    );
  }

  get issues(): readonly ValidationFieldIssue[] {
    return this.spec.validate(this.values);
  }

  get payload(): FormFields {
    return this.spec.payload(this.values);
  }

  /** The message beside each field: its server issue, else its first visible client issue. */
  get errors(): Readonly<Record<string, MessageCode>> {
    const shown: Record<string, MessageCode> = {};
    for (const issue of this.serverIssues) shown[issue.field] ??= messageOf(issue);
    const tried = new Set(
      (this.draftOnly ? draftIssues(this.issues) : this.issues).map((i) => i.field),
    );
    for (const issue of this.issues)
      if ((this.submitted && tried.has(issue.field)) || this.touched.has(issue.field))
        shown[issue.field] ??= messageOf(issue);
    return shown;
  }

  error(field: string): MessageCode | undefined {
    return this.errors[field];
  }

  /**
   * Whether the rules refuse this field left blank, as the other values stand (so a tracking
   * number is required only for a carrier delivery): the form marks it required. Read from the
   * one validator, never listed beside it. `field` is a wire name (`warehouse_id`, `lines.0.sku`).
   */
  isRequired(field: string): boolean {
    // one answer per field and values (values are replaced, never changed in place): a form
    // renders each field several times per keystroke, and each answer runs the whole rule
    if (this.requiredOf.values !== this.values)
      this.requiredOf = { values: this.values, fields: new Map() };
    const known = this.requiredOf.fields.get(field);
    if (known !== undefined) return known;
    const blanked = withBlank(this.values, field.split('.'));
    const required =
      blanked !== undefined &&
      this.spec
        .validate(blanked as V)
        .some((issue) => issue.field === field && issue.code === 'VALIDATION.REQUIRED');
    this.requiredOf.fields.set(field, required);
    return required;
  }

  /** Marks fields as typed in (a rule of one field may depend on another). */
  touch(...fields: readonly string[]): void {
    this.touched = new Set([...this.touched, ...fields]);
    // a changed field's server verdict is stale: the next save asks again
    this.serverIssues = this.serverIssues.filter(
      (issue) =>
        !fields.some((field) => issue.field === field || issue.field.startsWith(`${field}.`)),
    );
  }

  set<K extends keyof V>(field: K, value: V[K]): void {
    this.values = { ...this.values, [field]: value };
    const linked = (this.spec.linked?.[field] ?? []).filter((name) => this.values[name] !== '');
    this.touch(String(field), ...linked);
  }

  /** Changes one item of a list field; touches `field.index.key` for each key changed. */
  setItem<K extends ListKey<V>>(field: K, index: number, patch: Partial<ItemOf<V, K>>): void {
    const items = this.values[field] as readonly ItemOf<V, K>[];
    const next = items.map((item, i) => (i === index ? { ...(item as object), ...patch } : item));
    this.values = { ...this.values, [field]: next };
    this.touch(...Object.keys(patch).map((key) => `${String(field)}.${index}.${key}`));
  }

  addItem<K extends ListKey<V>>(field: K, item: ItemOf<V, K>): void {
    const items = this.values[field] as readonly ItemOf<V, K>[];
    this.values = { ...this.values, [field]: [...items, item] };
  }

  /**
   * Removes one item; the list's own rule (e.g. at least one line) shows at once, and what was
   * touched in the later items moves up with them, so an error stays with its line.
   */
  removeItem<K extends ListKey<V>>(field: K, index: number): void {
    const items = this.values[field] as readonly ItemOf<V, K>[];
    this.values = { ...this.values, [field]: items.filter((_, i) => i !== index) };
    const prefix = `${String(field)}.`;
    this.touched = new Set(
      [...this.touched].flatMap((name) => {
        if (!name.startsWith(prefix)) return [name];
        const [position = '', ...rest] = name.slice(prefix.length).split('.');
        const at = Number(position);
        if (at === index) return [];
        return [at > index ? [String(field), at - 1, ...rest].join('.') : name];
      }),
    );
    this.touch(String(field));
  }

  /** Starts over from `values` (the empty form by default): nothing touched, no server issue. */
  reset(values: V = this.spec.initial()): void {
    this.values = values;
    this.touched = new Set();
    this.submitted = false;
    this.draftOnly = false;
    this.serverIssues = [];
    this.saveError = undefined;
    this.saved = false;
  }

  /**
   * Loads a saved record into the form: `loading` while the call runs, `loadFailed` when it fails
   * (the form keeps what it had). Resolves with the record, for what the area reads besides.
   */
  async load<R>(fetch: () => Promise<R>, toValues: (record: R) => V): Promise<R | undefined> {
    this.loading = true;
    this.loadFailed = false;
    try {
      const record = await fetch();
      runInAction(() => this.reset(toValues(record)));
      return record;
    } catch {
      runInAction(() => (this.loadFailed = true));
      return undefined;
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /**
   * Saves when the rules accept the values: `send` gets the payload; `saving` says which save
   * runs. A refusal keeps everything typed and shows the server's issues beside their fields.
   */
  async save<S>(mode: string, send: (fields: FormFields) => Promise<S>): Promise<S | undefined> {
    this.submitted = true;
    this.draftOnly = mode === 'draft';
    this.saveError = undefined;
    this.serverIssues = [];
    // a draft may be incomplete: only what was given is checked (issue 10, item 13)
    const refused = mode === 'draft' ? draftIssues(this.issues) : this.issues;
    if (!this.editable || refused.length > 0) return undefined;
    this.saving = mode;
    try {
      const saved = await send(this.payload);
      runInAction(() => (this.saved = true));
      return saved;
    } catch (error) {
      runInAction(() => {
        this.saveError = failureText(error);
        if (error instanceof HttpRequestFailure) this.serverIssues = envelopeIssues(error.body);
      });
      return undefined;
    } finally {
      runInAction(() => (this.saving = undefined));
    }
  }
}

/** `values` with the text at `path` blanked; undefined when the path holds no text. */
function withBlank(values: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof values === 'string' ? '' : undefined;
  if (Array.isArray(values)) {
    const list = values as readonly unknown[];
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= list.length) return undefined;
    const item = withBlank(list[index], rest);
    return item === undefined ? undefined : list.map((v, i) => (i === index ? item : v));
  }
  if (typeof values !== 'object' || values === null || !(head in values)) return undefined;
  const inner = withBlank((values as Record<string, unknown>)[head], rest);
  return inner === undefined ? undefined : { ...values, [head]: inner };
}

/** A form flag as the contract takes it. */
export const flagField = (value: boolean): string => (value ? '1' : '0');

/** A record's create and edit endpoints, each taking the form's fields and `submit`. */
export interface DraftEndpoints<S> {
  create(fields: FormFields): Promise<S>;
  edit(id: number, fields: FormFields): Promise<S>;
}

/**
 * Saves a record's form as a draft or submitted for review: a create while the record has no
 * id, an edit of it once it has one; the form's `saving` says which of the two runs.
 */
export function saveDraft<V extends object, S>(
  form: FormModel<V>,
  endpoints: DraftEndpoints<S>,
  id: number | undefined,
  submit: boolean,
): Promise<S | undefined> {
  return form.save(submit ? 'submit' : 'draft', (fields) => {
    const all = { ...fields, submit: flagField(submit) };
    return id === undefined ? endpoints.create(all) : endpoints.edit(id, all);
  });
}
