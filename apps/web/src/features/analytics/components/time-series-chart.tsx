import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
  /** the value as the tooltip and axis show it */
  format: (value: number) => string;
  /** a second axis on the right (e.g. money beside counts) */
  rightAxis?: boolean;
}

const COLOURS = ['#e8a33d', '#3fa7d6', '#d35d6e', '#59b36b'];
const HEIGHT = 220;

/** True where a canvas can be drawn on (not in happy-dom or an old browser): uPlot needs a 2D context. */
function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/**
 * A line chart drawn by uPlot (about 50 kB, loaded with the first chart of the admin dashboard only). Decorative for
 * assistive technology: every chart has a data table beside it (ChartSection). `times` are Unix seconds.
 */
export function TimeSeriesChart({ times, series }: { times: number[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const right = series.find((entry) => entry.rightAxis);
      const left = series.find((entry) => !entry.rightAxis) ?? series[0]!;
      const options: uPlot.Options = {
        width: element.clientWidth || 600,
        height: HEIGHT,
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Africa/Johannesburg'),
        legend: { show: true },
        scales: { x: { time: true }, ...(right ? { right: { auto: true } } : {}) },
        series: [
          {},
          ...series.map((entry, index) => ({
            label: entry.label,
            stroke: COLOURS[index % COLOURS.length],
            width: 2,
            scale: entry.rightAxis ? 'right' : 'y',
            value: (_u: uPlot, value: number | null) => (value === null ? '' : entry.format(value)),
          })),
        ],
        axes: [
          { stroke: 'currentColor' },
          { stroke: 'currentColor', values: (_u, splits) => splits.map((value) => left.format(value)) },
          ...(right
            ? [
                {
                  side: 1,
                  scale: 'right',
                  stroke: 'currentColor',
                  grid: { show: false },
                  values: (_u: uPlot, splits: number[]) => splits.map((value) => right.format(value)),
                },
              ]
            : []),
        ],
      };
      try {
        plot = new UPlot(options, [times, ...series.map((entry) => entry.values)], element);
      } catch {
        return;
      }
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      }
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [times, series]);
  return <div ref={box} aria-hidden="true" className="min-h-[220px] w-full text-muted" />;
}
