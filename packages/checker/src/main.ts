import type { Language } from '@portal/domain';
import { translate } from '@portal/i18n';
import { checkFile } from './check-file';
import type { FileKind } from './check-file';
import { EXIT, reportOf, textOf } from './report';

/** What the command touches, passed in so tests run it without a process or a disk. */
export interface CheckerIo {
  readonly readFile: (path: string) => Promise<Buffer>;
  readonly write: (text: string) => void;
  readonly writeError: (text: string) => void;
}

interface Arguments {
  readonly kind: FileKind;
  readonly file: string;
  readonly language: Language;
  readonly json: boolean;
}

/** `orders|products FILE [--lang en|zh] [--json]`, or undefined when they do not read so. */
export function parseArguments(argv: readonly string[]): Arguments | undefined {
  const positional: string[] = [];
  let language: Language = 'en';
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[(i += 1)] : arg.slice('--lang='.length);
      if (value !== 'en' && value !== 'zh') return undefined;
      language = value;
    } else if (arg.startsWith('-')) return undefined;
    else positional.push(arg);
  }
  const [kind, file] = positional;
  if (positional.length !== 2 || (kind !== 'orders' && kind !== 'products') || !file)
    return undefined;
  return { kind, file, language, json };
}

/** `portal-check`: checks one file and returns the exit status (see EXIT). */
export async function main(argv: readonly string[], io: CheckerIo): Promise<number> {
  const args = parseArguments(argv);
  if (!args) {
    const language = argv.includes('zh') ? 'zh' : 'en';
    io.writeError(`${translate(language, 'CHECKER.USAGE')}\n`);
    return EXIT.unreadable;
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
  const result = await checkFile(args.kind, args.file, bytes);
  const report = reportOf(args.kind, args.file, result, args.language);
  io.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : textOf(report));
  return report.exitCode;
}
