// The route table's record and feature types, apart from the route rules (routes.ts): the
// table (route-table.ts) names them without importing the rules, whose messages read the table
// (ADR 0071: no import cycle).

/** Features that switch whole groups of routes on or off (platform-shell.md section 2). */
export const SHELL_FEATURES = ['message', 'settings', 'activation', 'demo'] as const;
export type ShellFeature = (typeof SHELL_FEATURES)[number];
export type FeatureFlags = Readonly<Record<ShellFeature, boolean>>;
/** Message routes are off; settings, activation and demo are on. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  message: false,
  settings: true,
  activation: true,
  demo: true,
};

export interface RouteMeta {
  readonly icon?: string;
  /** A key of the shell catalog (ROUTE.*), translated at the edge. */
  readonly title: string;
}

/**
 * One entry of the route table. `path` is the FULL pattern (children repeat their parent's
 * prefix) so a record can be matched, linked and shown on its own; `{name}` is a required
 * segment and `{name?}` an optional one.
 */
export interface RouteRecord {
  readonly name?: string;
  readonly path: string;
  readonly hidden?: boolean;
  readonly alwaysShow?: boolean;
  readonly isSettingMenu?: boolean;
  readonly noCache?: boolean;
  readonly meta?: RouteMeta;
  readonly children?: readonly RouteRecord[];
  /** A path to go to instead, or BREADCRUMB_NO_REDIRECT for a crumb that is not a link. */
  readonly redirect?: string;
  /** The feature flag this route (and its children) belongs to. */
  readonly feature?: ShellFeature;
}
