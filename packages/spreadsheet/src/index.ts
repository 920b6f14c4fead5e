// The public API of @portal/spreadsheet: the first sheet of an XLSX, XLS or CSV as rows of text.
export { parseCsv } from './csv';
export type { Sheet, SheetRefusal } from './sheet';
export {
  cellsMaxFor,
  COLUMNS_MAX,
  sheetOf,
  sheetRefusalMessage,
  UNPACKED_MAX,
  unpackedSize,
} from './sheet';
export { neutraliseFormula, restoreNeutralisedFormula } from './formula-cells';
export type { SheetToWrite } from './write';
export { CONTENT_TYPES, csvOf, xlsxBase64Of } from './write';
