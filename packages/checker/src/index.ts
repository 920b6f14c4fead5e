// The library behind `portal-check`, for scripts that check files without spawning the command.
export type { CheckOptions, FileKind } from './check-file';
export { checkFile } from './check-file';
export type { CheckerIo } from './main';
export { main, parseArguments } from './main';
export { checkProductRow, checkProductRows } from './product-rows';
export type { CheckReport, ReportedIssue, ReportedRow } from './report';
export { EXIT, reportOf, textOf } from './report';
