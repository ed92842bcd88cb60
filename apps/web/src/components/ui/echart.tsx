import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useInView } from '../../lib/use-in-view.ts';

// ECharts is the largest library of the app (about 540 kB raw): it comes in its own chunk, asked
// for when a chart is about to show, so a page's first render never waits for it and a chart
// below the fold costs nothing until the reader scrolls towards it.
const loadECharts = () => import('../../lib/echarts.ts').then((m) => m.echarts);

/** Starts fetching ECharts now (a page that will draw charts, while its data loads). */
export const preloadECharts = (): void => {
  // A failure shows where a chart needs it (EChart rethrows it to the route's error page).
  loadECharts().catch(() => undefined);
};

export type EChartHandle = {
  /** The chart as a PNG data URL, at twice the screen's pixels, on its own background. */
  png(title: string): string | null;
};

/** ECharts options as plain data (`chartOption` of @rampart/domain). */
type EChartProps = {
  option: object;
  label: string;
  className?: string;
  /** Told once the chart is drawn (and again, false, when it goes): PNG export needs it. */
  onDrawn?: (drawn: boolean) => void;
};

/**
 * An ECharts chart in a box that follows its container's size. The box takes its size at once;
 * the chart is drawn once the box nears the viewport, each chart made in one task and drawn in the next, so several
 * charts never make one long task.
 */
export const EChart = forwardRef<EChartHandle, EChartProps>(
  ({ option, label, className, onDrawn }, ref) => {
    const box = useRef<HTMLDivElement>(null);
    const chart = useRef<ECharts | null>(null);
    const latest = useRef({ option, onDrawn });
    latest.current = { option, onDrawn };
    const seen = useInView(box);
    const [failure, setFailure] = useState<unknown>(null);

    useEffect(() => {
      if (!seen) return;
      let gone = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let resize: ResizeObserver | undefined;
      loadECharts().then(
        (echarts) => {
          // The chart is made in one task and drawn in the next: two shorter tasks, not one.
          timer = setTimeout(() => {
            if (gone || !box.current) return;
            const instance = echarts.init(box.current);
            chart.current = instance;
            resize = new ResizeObserver(() => instance.resize());
            resize.observe(box.current);
            timer = setTimeout(() => {
              if (gone) return;
              instance.setOption(latest.current.option as EChartsCoreOption, { notMerge: true });
              latest.current.onDrawn?.(true);
            }, 0);
          }, 0);
        },
        (error: unknown) => {
          if (!gone) setFailure(error);
        },
      );
      return () => {
        gone = true;
        clearTimeout(timer);
        resize?.disconnect();
        if (chart.current) {
          chart.current.dispose();
          chart.current = null;
          latest.current.onDrawn?.(false);
        }
      };
    }, [seen]);

    useEffect(() => {
      chart.current?.setOption(option as EChartsCoreOption, { notMerge: true });
    }, [option]);

    useImperativeHandle(ref, () => ({
      png: (title) => {
        const c = chart.current;
        if (!c) return null;
        // The title goes into the image only, then comes off again.
        c.setOption({
          title: { text: title, left: 'center', top: 'bottom', textStyle: { fontSize: 12 } },
        });
        const url = c.getDataURL({ type: 'png', pixelRatio: 2 });
        c.setOption({ title: { text: '' } });
        return url;
      },
    }));

    // A chunk that cannot be loaded fails like a page's: the route's error page offers Reload.
    if (failure) throw failure;
    return <div ref={box} role="img" aria-label={label} className={className ?? 'h-72 w-full'} />;
  },
);
EChart.displayName = 'EChart';
