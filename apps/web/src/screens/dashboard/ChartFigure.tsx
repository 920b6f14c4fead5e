import { Icon } from 'semantic-ui-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLibraryLoader } from './chart-library';
import type { DashboardChart } from './dashboard-charts';
import { hasFigures } from './dashboard-charts';

/** One macrotask later: each chart draws in a task of its own, so none blocks input for long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Empty(props: { text: string }) {
  return (
    <p className="empty-state">
      <Icon name="inbox" aria-hidden="true" />
      {props.text}
    </p>
  );
}

/** The chart's figures as a table: drawn when asked for (or when the chart could not be). */
function FigureTable(props: { chart: DashboardChart; shown: boolean }) {
  const { chart } = props;
  const table = (
    <table className="ui very basic compact unstackable table dashboard-figures">
      <caption className="visually-hidden">{chart.name}</caption>
      <thead>
        <tr>
          <th scope="col">{chart.labelHeader}</th>
          <th scope="col" className="right aligned">
            {chart.valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {chart.labels.map((label, i) => (
          <tr key={`${i}-${label}`}>
            <th scope="row">{label}</th>
            <td className="right aligned">{chart.values[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // hidden, it stays in the page for screen readers (a wrapper clips it without moving anything)
  return props.shown ? table : <div className="visually-hidden">{table}</div>;
}

/**
 * One dashboard chart: a canvas in a box of fixed height (reserved before the chart library
 * arrives, so nothing shifts), named for assistive technology, with its figures as a table
 * beside it; an empty state when there is nothing to draw. The chart library is loaded here, the
 * first time a chart has figures, never before the dashboard's figures arrived.
 */
export function ChartFigure(props: {
  chart: DashboardChart;
  empty: string;
  figuresShown: boolean;
}) {
  const { chart } = props;
  const { i18n } = useTranslation();
  const loadChartLibrary = useContext(ChartLibraryLoader);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const drawable = hasFigures(chart);
  const language = i18n.language;

  useEffect(() => {
    const target = canvas.current;
    if (!drawable || target === null) return undefined;
    let drawn: { destroy(): void } | undefined;
    let stopped = false;
    void loadChartLibrary()
      .then(async (library) => {
        await nextTask();
        if (stopped) return;
        drawn = library.drawChart(target, chart, {
          animate: !reducedMotion(),
          font: getComputedStyle(target).fontFamily,
          locale: language === 'zh' ? 'zh-CN' : 'en',
        });
        setUnavailable(false);
      })
      // the chart's chunk did not come (offline, a new deployment): the figures show as text
      .catch(() => {
        if (!stopped) setUnavailable(true);
      });
    return () => {
      stopped = true;
      drawn?.destroy();
    };
  }, [chart, drawable, language, loadChartLibrary]);

  if (!drawable) return <Empty text={props.empty} />;
  return (
    <div className="dashboard-chart">
      <div className="dashboard-chart-box" hidden={unavailable}>
        <canvas ref={canvas} role="img" aria-label={chart.name} />
      </div>
      <FigureTable chart={chart} shown={props.figuresShown || unavailable} />
    </div>
  );
}
