import { join } from 'node:path';

/** What the bundler tells a group's name function about a module (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** A module and every module it imports statically, transitively: what loads with it. */
export function staticClosure(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// The barcode and QR code kit, with their libraries: only the label screens load them.
const LABEL_KIT = /[\\/]kit[\\/](code128|qr-code|Code128|QrCode)\.tsx?$/;
const OWN_KIT = /[\\/]apps[\\/]web[\\/]src[\\/](components|kit|lists|forms|format|layout)[\\/]/;
const LIBRARY_KIT =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(semantic-ui-react|@fluentui|@semantic-ui-react|clsx|lodash-es|prop-types|react-is|shallowequal|keyboard-key|@babel[\\/]runtime|@tanstack)[\\/]/;

// The closure is read before tree shaking: through the domain package's index it reaches every
// module of the package (phone numbers' metadata included), so the login's group takes only the
// web app's own modules; what it uses of the packages keeps the automatic chunks.
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** The layouts, the shared components, list and form kit and the component library they use. */
export const isSharedKit = (id: string): boolean =>
  !LABEL_KIT.test(id) && (OWN_KIT.test(id) || LIBRARY_KIT.test(id));

/**
 * The bundler's code-splitting groups (Vite's `build.rolldownOptions.output.codeSplitting`). Left
 * alone it puts the modules lazy chunks share into one file per set of sharers: the login waited
 * for a dozen files of 1-2 kB and a signed-in screen for fifty, each a request of its own on a
 * slow line (issue 19). Three files instead, each loaded whole by the pages that need it:
 * - `app`: everything the entry imports statically (every page needs it);
 * - `login`: the login screen and what it imports beyond the entry (the login page's only other
 *   file; the signed-in screens that share a text field with it load it too, 5 kB);
 * - `kit`: the layouts and the shared kit every signed-in screen draws with, the component
 *   library included, but nothing the login imports (so the login page never loads it).
 * Each screen's own modules, the area texts and the big libraries (charts, spreadsheets, phone
 * numbers, barcodes) keep the bundler's automatic chunks.
 */
export function chunkGroups(webRoot: string) {
  const loginScreen = join(webRoot, 'src', 'screens', 'login', 'LoginScreen.tsx');
  let login: Set<string> | undefined;
  const loginModules = (graph: ModuleGraph) => (login ??= staticClosure(graph, loginScreen));
  return [
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    {
      name: (id: string, graph: ModuleGraph) =>
        WEB_SOURCE.test(id) && loginModules(graph).has(id) ? 'login' : null,
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        isSharedKit(id) && !loginModules(graph).has(id) ? 'kit' : null,
      priority: 1,
    },
  ];
}
