// The only module that imports the chart library: the dashboard loads it lazily, once its figures
// have arrived, so Chart.js rides in its own chunk and never in the login page's or the entry
// chunk's JavaScript (bench/web-bench.mjs and chart-chunk.test.ts check both). Only what the
// dashboard draws is registered (bar charts on a category and a linear axis), so the bundler
// leaves every other controller, scale, element and plugin out. Why Chart.js: apps/web/README.md
// and docs/adr/0057-dashboard-charts.md.
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import type { DashboardChart } from './dashboard-charts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

/** Bar colours with at least 3:1 against the white card (WCAG 1.4.11), text 4.5:1 and more. */
const TONES = { neutral: '#1a5a96', alert: '#a1282c' } as const;
const TEXT = '#555555';
const GRID = '#e4e7eb';

export interface DrawnChart {
  destroy(): void;
}

/**
 * Draws one dashboard chart into its canvas, sized by the canvas' box (the screen reserves its
 * height, so nothing moves when the chart arrives). No legend and no tooltip: each chart is one
 * series named by its panel, and its figures are text beside it (the screen's figure table), so
 * nothing on the canvas is only reachable with a mouse. `animate` is false when the reader asks
 * for reduced motion.
 */
export function drawChart(
  canvas: HTMLCanvasElement,
  chart: DashboardChart,
  options: { readonly animate: boolean; readonly font: string; readonly locale: string },
): DrawnChart {
  const valueAxis = {
    beginAtZero: true,
    ticks: { precision: 0, color: TEXT },
    grid: { color: GRID },
    border: { display: false },
  };
  const labelAxis = {
    ticks: { color: TEXT, autoSkip: true },
    grid: { display: false },
  };
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: [...chart.labels],
      datasets: [
        {
          label: chart.name,
          data: [...chart.values],
          backgroundColor: TONES[chart.tone],
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      indexAxis: chart.horizontal === true ? 'y' : 'x',
      locale: options.locale,
      responsive: true,
      maintainAspectRatio: false,
      // nothing listens to the pointer: there is no tooltip or legend to show
      events: [],
      animation: options.animate ? { duration: 400 } : false,
      font: { family: options.font },
      scales:
        chart.horizontal === true ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  });
}
