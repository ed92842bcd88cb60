import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { drawPicture, picturesSupported, svgElement } from '../../lib/chart-pictures.ts';
import { useInView } from '../../lib/use-in-view.ts';

// ECharts is the largest library of the app (about 540 kB raw). A chart first shows as a picture
// drawn in a worker (lib/chart-pictures.ts, decision 038): the page's thread only puts it in
// place. The live chart, with its tooltip, loads ECharts on the page and replaces the picture
// when the reader reaches for it (a mouse over it, a tap) or exports it as PNG. Where pictures
// cannot be drawn (no worker), the chart is live from the start. Either way nothing is drawn
// until the box nears the viewport: a chart below the fold costs nothing until the reader
// scrolls towards it.
const loadECharts = () => import('../../lib/echarts.ts').then((m) => m.echarts);

export type EChartHandle = {
  /**
   * The chart as a PNG data URL, at twice the screen's pixels, on its own background: the live
   * chart is made first if only its picture shows. Rejects when it cannot be made.
   */
  png(title: string): Promise<string | null>;
};

/** ECharts options as plain data (`chartOption` of @rampart/domain). */
type EChartProps = {
  option: object;
  label: string;
  className?: string;
  /** Told once the chart is drawn, picture or live (and false when it goes): PNG export needs it. */
  onDrawn?: (drawn: boolean) => void;
};

type Size = { width: number; height: number };
type Shown = 'picture' | 'live';
type Waiter = { resolve: () => void; reject: (e: unknown) => void };

/** Tells those waiting for the live chart that it is there, or why it is not. */
const settle = (waiters: Waiter[], error?: unknown) => {
  for (const w of waiters.splice(0)) {
    if (error === undefined) w.resolve();
    else w.reject(error);
  }
};

/** A window being dragged asks for one picture at the end, not one per frame. */
const RESIZE_SETTLE_MS = 120;

/**
 * An ECharts chart in a box that follows its container's size. The box takes its size at once;
 * the picture is drawn once the box nears the viewport and again when its size settles.
 */
export const EChart = forwardRef<EChartHandle, EChartProps>(
  ({ option, label, className, onDrawn }, ref) => {
    const box = useRef<HTMLDivElement>(null);
    const chart = useRef<ECharts | null>(null);
    const latest = useRef({ option, onDrawn });
    latest.current = { option, onDrawn };
    const seen = useInView(box);
    const [live, setLive] = useState(() => !picturesSupported());
    const [size, setSize] = useState<Size | null>(null);
    const [shown, setShown] = useState<Shown | null>(null);
    const shownRef = useRef<Shown | null>(null);
    shownRef.current = shown;
    const [failure, setFailure] = useState<unknown>(null);
    // Those waiting for the live chart: a PNG export asked for while the picture shows. The
    // array is never replaced, only emptied.
    const waitingForLive = useRef<Waiter[]>([]);
    // Why the live chart could not be made, once it could not: later exports fail at once.
    const liveFailure = useRef<unknown>(null);

    // The box's size, for the picture, once it settles.
    useEffect(() => {
      const el = box.current;
      if (!seen || live || !el) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const measure = () => {
        const next = { width: Math.round(el.clientWidth), height: Math.round(el.clientHeight) };
        setSize((prev) =>
          prev && prev.width === next.width && prev.height === next.height ? prev : next,
        );
      };
      measure();
      const observer = new ResizeObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(measure, RESIZE_SETTLE_MS);
      });
      observer.observe(el);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    }, [seen, live]);

    // The picture, drawn in the worker; one that cannot be drawn leaves the chart to go live.
    useEffect(() => {
      const el = box.current;
      if (!seen || live || !el || !size || size.width === 0 || size.height === 0) return;
      let stale = false;
      drawPicture(option, size.width, size.height)
        .then((markup) => {
          // Parsed only if still wanted: a newer size or option has its own picture coming.
          if (stale) return;
          el.replaceChildren(svgElement(markup));
          setShown('picture');
          latest.current.onDrawn?.(true);
        })
        .catch(() => {
          if (!stale) setLive(true);
        });
      return () => {
        stale = true;
      };
    }, [seen, live, option, size]);

    // The live chart: ECharts on the page, drawn in place of the picture in one task, without
    // its entry animation when it replaces one (nothing moves, and a PNG taken at once is whole).
    useEffect(() => {
      const el = box.current;
      const waiters = waitingForLive.current;
      if (!seen || !live || !el) return;
      let gone = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let resize: ResizeObserver | undefined;
      loadECharts().then(
        (echarts) => {
          timer = setTimeout(() => {
            if (gone) return;
            try {
              const replacing = shownRef.current === 'picture';
              const instance = echarts.init(el);
              chart.current = instance;
              const opt = latest.current.option as EChartsCoreOption;
              instance.setOption(replacing ? { ...opt, animation: false } : opt, {
                notMerge: true,
              });
              for (const child of [...el.children]) {
                if (child.localName === 'svg') child.remove();
              }
              resize = new ResizeObserver(() => instance.resize());
              resize.observe(el);
              setShown('live');
              latest.current.onDrawn?.(true);
              settle(waiters);
            } catch (error) {
              liveFailure.current = error;
              settle(waiters, error);
              if (shownRef.current !== 'picture') setFailure(error);
            }
          }, 0);
        },
        (error: unknown) => {
          liveFailure.current = error;
          settle(waiters, error);
          // A picture already shown stays; only a chart with nothing to show fails the page.
          if (!gone && shownRef.current !== 'picture') setFailure(error);
        },
      );
      return () => {
        gone = true;
        clearTimeout(timer);
        resize?.disconnect();
        chart.current?.dispose();
        chart.current = null;
        settle(waiters, new Error('The chart is gone.'));
      };
    }, [seen, live]);

    useEffect(() => {
      chart.current?.setOption(option as EChartsCoreOption, { notMerge: true });
    }, [option]);

    // A chart that goes is no longer drawn; an export still waiting for it fails.
    useEffect(() => {
      const waiters = waitingForLive.current;
      return () => {
        settle(waiters, new Error('The chart is gone.'));
        latest.current.onDrawn?.(false);
      };
    }, []);

    useImperativeHandle(ref, () => ({
      png: async (title) => {
        if (liveFailure.current) throw liveFailure.current;
        if (!chart.current) {
          await new Promise<void>((resolve, reject) => {
            waitingForLive.current.push({ resolve, reject });
            setLive(true);
          });
        }
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
    return (
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-chart={shown ?? undefined}
        className={className ?? 'h-72 w-full'}
        // A mouse over the chart, or a tap: a finger that starts a scroll on it does not count.
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse' || e.pointerType === 'pen') setLive(true);
        }}
        onClick={() => setLive(true)}
      />
    );
  },
);
EChart.displayName = 'EChart';
