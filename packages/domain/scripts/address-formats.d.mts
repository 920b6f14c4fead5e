// Types of address-formats.mjs for the drift and real-example tests.
export interface GoogleRecord {
  readonly zip?: string;
  readonly zipex?: string;
  readonly sub_zips?: string;
  readonly require?: string;
  readonly fmt?: string;
  readonly key?: string;
}
export declare const googleDataDir: () => string;
export declare function readGoogleCountries(
  dir?: string,
): Record<string, { readonly record: GoogleRecord; readonly subRegions: readonly GoogleRecord[] }>;
export declare function addressFormats(
  countries?: ReturnType<typeof readGoogleCountries>,
): Record<string, unknown>;
export declare function renderAddressFormats(formats?: Record<string, unknown>): string;
