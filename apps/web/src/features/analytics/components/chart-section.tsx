import { useId, useMemo } from 'react';
import { TimeSeriesChart, type ChartSeries } from './time-series-chart';

export interface ChartPoint {
  /** Unix seconds (the chart's x) */
  time: number;
  /** the point as the table shows it (a day or an hour) */
  label: string;
}

/**
 * One chart and its figures: the chart (uPlot, hidden from assistive technology) and, for screen readers, a table of
 * the same figures (visually hidden: the chart's legend shows the values on hover).
 */
export function ChartSection({
  title,
  caption,
  pointHeader,
  points,
  series,
}: {
  title: string;
  caption: string;
  pointHeader: string;
  points: ChartPoint[];
  series: ChartSeries[];
}) {
  const headingId = useId();
  const times = useMemo(() => points.map((point) => point.time), [points]);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      <TimeSeriesChart times={times} series={series} />
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{pointHeader}</th>
            {series.map((entry) => (
              <th key={entry.label} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.time}>
              <th scope="row">{point.label}</th>
              {series.map((entry) => (
                <td key={entry.label}>{entry.format(entry.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
