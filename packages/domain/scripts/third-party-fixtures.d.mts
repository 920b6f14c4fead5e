// Types of third-party-fixtures.mjs for the fixtures test.
export declare function readValidatorJsFixtures(file: string): unknown;
export declare function addressFixturesReportWanted(): boolean;
export declare function writeAddressFixturesReport(text: string): void;
