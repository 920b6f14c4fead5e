// The library behind `portal-check`, for scripts that check files without spawning the command.
export type { CheckOptions, FileKind } from './check-file';
export { checkFile } from './check-file';
export type { MappedFileVerdict } from './check-mapped-file';
export { checkMappedFile } from './check-mapped-file';
export type { CheckerIo, MappingSource } from './main';
export { main, parseArguments } from './main';
export { checkProductRow, checkProductRows } from './product-rows';
export type { CheckReport, MappedExtras, ReportedIssue, ReportedRow, ReportedSkip } from './report';
export { EXIT, reportOf, textOf } from './report';
