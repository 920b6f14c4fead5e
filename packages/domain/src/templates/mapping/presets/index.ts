import { AMAZON_ORDER_REPORT } from './amazon';
import { EBAY_ORDERS_REPORT } from './ebay';
import { ETSY_SOLD_ORDER_ITEMS } from './etsy';
import type { OrderMappingPreset } from './preset';
import { SHOPIFY_ORDERS } from './shopify';

export type { OrderMappingPreset } from './preset';

/**
 * The presets, each written from its system's published column list (README.md). WooCommerce has
 * none: its core writes no order CSV, and the export extensions each write their own columns.
 */
export const ORDER_MAPPING_PRESETS: readonly OrderMappingPreset[] = [
  SHOPIFY_ORDERS,
  AMAZON_ORDER_REPORT,
  EBAY_ORDERS_REPORT,
  ETSY_SOLD_ORDER_ITEMS,
];

/** The preset of an id (`shopify-orders`), else undefined. */
export const orderMappingPreset = (id: string): OrderMappingPreset | undefined =>
  ORDER_MAPPING_PRESETS.find((preset) => preset.id === id.trim().toLowerCase());
