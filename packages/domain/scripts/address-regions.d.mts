export function addressRegions(dir?: string): Record<string, string[][]>;
export function renderAddressRegions(regions?: Record<string, string[][]>): string;
