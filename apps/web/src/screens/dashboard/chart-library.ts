import { createContext } from 'react';
import type { DashboardChart } from './dashboard-charts';

/** What the dashboard asks of the chart library (draw-chart.ts, the only module importing it). */
export interface ChartLibrary {
  drawChart(
    canvas: HTMLCanvasElement,
    chart: DashboardChart,
    options: { readonly animate: boolean; readonly font: string; readonly locale: string },
  ): { destroy(): void };
}

/**
 * How the dashboard gets the chart library: its own chunk, fetched the first time a chart has
 * figures to draw. Component tests provide a recorder instead (happy-dom draws no canvas).
 */
export const ChartLibraryLoader = createContext<() => Promise<ChartLibrary>>(
  () => import('./draw-chart'),
);
