import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type EChartHandle = {
  /** The chart as a PNG data URL, at twice the screen's pixels, on its own background. */
  png(title: string): string | null;
};

/** ECharts options as plain data (`chartOption` of @rampart/domain). */
type EChartProps = { option: object; label: string; className?: string };

/** An ECharts chart in a box that follows its container's size. */
export const EChart = forwardRef<EChartHandle, EChartProps>(({ option, label, className }, ref) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option as echarts.EChartsCoreOption, { notMerge: true });
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

  return <div ref={box} role="img" aria-label={label} className={className ?? 'h-72 w-full'} />;
});
EChart.displayName = 'EChart';
