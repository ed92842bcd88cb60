import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { PictureReply, PictureRequest } from './chart-picture-messages.ts';

// A chart's picture, drawn in a worker so the page's thread stays free: ECharts lays out the same
// options as the live chart and renders them to SVG, as the server draws a report's pictures. A
// picture has no pointer, so no tooltip and no animation. The worker has no document: text is
// measured on an OffscreenCanvas, in the fonts the page has.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

const measuring = new OffscreenCanvas(1, 1).getContext('2d');
if (measuring) {
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => {
      measuring.font = font ?? '12px sans-serif';
      return { width: measuring.measureText(text).width };
    },
  });
}

const reply = (message: PictureReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<PictureRequest>) => {
  const { id, option, width, height } = event.data;
  let chart: ReturnType<typeof echarts.init> | undefined;
  try {
    chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    const { tooltip: _tooltip, ...still } = option;
    chart.setOption({ ...still, animation: false });
    reply({ id, svg: chart.renderToSVGString() });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    chart?.dispose();
  }
};
