import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A screen loaded when first shown. Its own module, so an area's screen table names the type
 * without importing the registry that imports the table (ADR 0071: no import cycle).
 */
export type LazyScreen = LazyExoticComponent<ComponentType>;
