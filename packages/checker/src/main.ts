import type { Language, OrderMapping, Result } from '@portal/domain';
import {
  err,
  ok,
  ORDER_MAPPING_PRESETS,
  orderMappingOf,
  orderMappingPreset,
  validateOrderMapping,
} from '@portal/domain';
import { translate } from '@portal/i18n';
import { checkFile } from './check-file';
import type { FileKind } from './check-file';
import { checkMappedFile } from './check-mapped-file';
import { EXIT, reportOf, textOf } from './report';

/** What the command touches, passed in so tests run it without a process or a disk. */
export interface CheckerIo {
  readonly readFile: (path: string) => Promise<Buffer>;
  readonly write: (text: string) => void;
  readonly writeError: (text: string) => void;
}

/** Where an order file's mapping comes from: a JSON file the merchant keeps, or a preset's id. */
export type MappingSource =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'preset'; readonly id: string };

interface Arguments {
  readonly kind: FileKind;
  readonly file: string;
  readonly language: Language;
  readonly json: boolean;
  readonly mapping?: MappingSource;
}

/** The value of `--name VALUE` or `--name=VALUE` at argv[i], and the index it was read to. */
function flagValue(argv: readonly string[], i: number, name: string) {
  const arg = argv[i] as string;
  return arg === name
    ? { value: argv[i + 1], next: i + 1 }
    : { value: arg.slice(name.length + 1), next: i };
}

/**
 * `orders|products FILE [--lang en|zh] [--json] [--mapping FILE | --preset NAME]`, or undefined
 * when they do not read so. A mapping applies to order files only, and only one is given.
 */
export function parseArguments(argv: readonly string[]): Arguments | undefined {
  const positional: string[] = [];
  let language: Language = 'en';
  let json = false;
  let mapping: MappingSource | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const { value, next } = flagValue(argv, i, '--lang');
      if (value !== 'en' && value !== 'zh') return undefined;
      language = value;
      i = next;
    } else if (/^--(mapping|preset)(=|$)/.test(arg)) {
      const name = arg.startsWith('--mapping') ? '--mapping' : '--preset';
      const { value, next } = flagValue(argv, i, name);
      if (mapping !== undefined || value === undefined || value === '') return undefined;
      mapping =
        name === '--mapping' ? { kind: 'file', path: value } : { kind: 'preset', id: value };
      i = next;
    } else if (arg.startsWith('-')) return undefined;
    else positional.push(arg);
  }
  const [kind, file] = positional;
  if (positional.length !== 2 || (kind !== 'orders' && kind !== 'products') || !file)
    return undefined;
  if (mapping !== undefined && kind !== 'orders') return undefined;
  return { kind, file, language, json, ...(mapping === undefined ? {} : { mapping }) };
}

/**
 * The mapping of a source: a preset by id, or a JSON file (the field-rule form, or the older
 * list of heading and field) that validateOrderMapping accepts. The error is the line to print.
 */
async function mappingOf(
  source: MappingSource,
  io: CheckerIo,
  language: Language,
): Promise<Result<OrderMapping, string>> {
  const line = (code: string, params: Record<string, string>) =>
    err(translate(language, { code, params }));
  if (source.kind === 'preset') {
    const preset = orderMappingPreset(source.id);
    return preset
      ? ok(preset.mapping)
      : line('CHECKER.PRESET_UNKNOWN', {
          preset: source.id,
          presets: ORDER_MAPPING_PRESETS.map((known) => known.id).join(', '),
        });
  }
  let text: string;
  try {
    text = (await io.readFile(source.path)).toString('utf8');
  } catch {
    return line('CHECKER.FILE_MISSING', { file: source.path });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = undefined;
  }
  const mapping = orderMappingOf(parsed);
  if (!mapping) return line('CHECKER.MAPPING_UNREADABLE', { file: source.path });
  const [problem] = validateOrderMapping('portal-check', mapping);
  return problem
    ? line('CHECKER.MAPPING_INVALID', {
        file: source.path,
        field: problem.field,
        reason: translate(language, problem),
      })
    : ok(mapping);
}

/** `portal-check`: checks one file and returns the exit status (see EXIT). */
export async function main(argv: readonly string[], io: CheckerIo): Promise<number> {
  const args = parseArguments(argv);
  if (!args) {
    const language = argv.includes('zh') ? 'zh' : 'en';
    io.writeError(`${translate(language, 'CHECKER.USAGE')}\n`);
    return EXIT.unreadable;
  }
  let mapping: OrderMapping | undefined;
  if (args.mapping) {
    const read = await mappingOf(args.mapping, io, args.language);
    if (!read.ok) {
      io.writeError(`${read.error}\n`);
      return EXIT.unreadable;
    }
    mapping = read.value;
  }
  let bytes: Buffer;
  try {
    bytes = await io.readFile(args.file);
  } catch {
    io.writeError(
      `${translate(args.language, { code: 'CHECKER.FILE_MISSING', params: { file: args.file } })}\n`,
    );
    return EXIT.unreadable;
  }
  let report;
  if (mapping) {
    const result = checkMappedFile(args.file, bytes, mapping);
    report = result.ok
      ? reportOf(args.kind, args.file, ok(result.value.rows), args.language, result.value)
      : reportOf(args.kind, args.file, result, args.language);
  } else
    report = reportOf(
      args.kind,
      args.file,
      await checkFile(args.kind, args.file, bytes),
      args.language,
    );
  io.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : textOf(report));
  return report.exitCode;
}
