export type { MappedOrderSheet, SkippedRow } from './apply-mapping';
export { applyOrderMapping, splitFullName } from './apply-mapping';
export type { MappedOrderVerdict } from './check-mapped';
export { checkMappedOrderRows, checkMappedOrderSheet, withMappingIssues } from './check-mapped';
export type { FieldRule, FieldSource, OrderMapping, SkipRule, ValueMap } from './field-rules';
export {
  absentHeadings,
  FIELD_SOURCE_KINDS,
  mappingWidth,
  offeredOrderMapping,
  widensMapping,
} from './field-rules';
export type { OrderMappingPreset } from './presets';
export { ORDER_MAPPING_PRESETS, orderMappingPreset } from './presets';
export {
  ORDER_MAPPING_LIST_MAX,
  ORDER_MAPPING_VALUE_MAX,
  orderMappingOf,
  orderMappingOfEntries,
  validateOrderMapping,
} from './stored-mapping';
export type { BuiltInValueMap, MeasureMap, MeasureUnit } from './value-maps';
export { BUILT_IN_VALUE_MAPS, convertMeasure, countryCodeOf, MEASURE_UNITS } from './value-maps';
