// Test support of @portal/domain, kept out of the public entry (`@portal/domain`) so sample data
// never ships as API: workspace benchmarks and bulk tests import it as `@portal/domain/testing`.
export type { SampleOrderDefect, SampleOrderRow } from './validation/sample-orders';
export { generateSampleOrders } from './validation/sample-orders';
export { INSIDE_URLS, OUTSIDE_URLS } from './developer/webhook-address-spellings';
