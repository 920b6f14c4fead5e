import { ENDPOINTS } from '@portal/contract';
import type { EndpointSpec } from '@portal/contract';

/** The CLI action names are the last segment of each operator path: `approve-verification`, ... */
export const OPS_ACTIONS: ReadonlyMap<string, EndpointSpec> = new Map(
  Object.values(ENDPOINTS.ops).map((spec) => [spec.path.split('/').at(-1) ?? '', spec]),
);

export type CliCommand =
  | { readonly kind: 'call'; readonly spec: EndpointSpec; readonly fields: Record<string, string> }
  | { readonly kind: 'help'; readonly error?: string };

/** `<action> key=value ...`; an unknown action, a field the action does not take or no `=` is an error. */
export function parseCliArgs(args: readonly string[]): CliCommand {
  const [action, ...pairs] = args;
  if (action === undefined || action === 'help' || action === '--help') return { kind: 'help' };
  const spec = OPS_ACTIONS.get(action);
  if (!spec) return { kind: 'help', error: `Unknown action: ${action}` };
  const fields: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) return { kind: 'help', error: `Expected key=value, got: ${pair}` };
    const key = pair.slice(0, at);
    if (!(key in spec.request.properties))
      return { kind: 'help', error: `${action} takes no field ${key}` };
    fields[key] = pair.slice(at + 1);
  }
  return { kind: 'call', spec, fields };
}

export function usage(): string {
  const lines = [...OPS_ACTIONS].map(
    ([action, spec]) =>
      `  ${action.padEnd(24)} ${Object.keys(spec.request.properties)
        .map((f) => `${f}=`)
        .join(' ')}\n  ${''.padEnd(24)} ${spec.summary}`,
  );
  return [
    'Usage: npm run ops -- <action> [key=value ...]',
    'Talks to the running server (OPS_URL, default http://127.0.0.1:$PORT) with the operator key',
    '(OPERATOR_KEY, or DATA_DIR/operator-key of the embedded default).',
    '',
    'Actions:',
    ...lines,
  ].join('\n');
}
