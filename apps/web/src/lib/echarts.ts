import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts as the live chart of the page (components/ui/echart.tsx loads it on demand, in its own
// chunk): only the chart types and components `chartOption` of @rampart/domain draws. Lines and
// bars on a grid with a legend and an axis tooltip, on a canvas (PNG export); the title is set
// only while a chart is exported. The pictures drawn first come from a worker with its own set,
// without tooltip and title (chart-picture.worker.ts, decision 038). A chart type or component
// left out is not drawn: add it here and there when `chartOption` starts using it.
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { echarts };
