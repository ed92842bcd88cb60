import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartData } from '@rampart/contracts';
import { chartOption, LIGHT_CHART_THEME } from '@rampart/domain';
import { opaquePng } from './opaque-png.ts';
import { fallbackFontFiles } from '../../../platform/pdf/fonts.ts';

// A report's chart as a picture for the PDF: the browser's drawing (chartOption), rendered by
// ECharts on the server to SVG, then to PNG by resvg.

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

/** The picture's pixels; see `pixelRatio`. */
export const CHART_SIZE = { width: 1250, height: 560 };
type Size = { width: number; height: number };

/**
 * Text needs a font file on the machine. Liberation Sans ships with pdfjs-dist, a dependency of
 * the server, so charts read the same on every machine; the PDF writer's Noto Sans JP fills in
 * Chinese and Japanese characters, system fonts (when there are any) other scripts and emoji.
 */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
);
const FONT = {
  fontFiles: [
    path.join(fontDir, 'LiberationSans-Regular.ttf'),
    path.join(fontDir, 'LiberationSans-Bold.ttf'),
    ...fallbackFontFiles(),
  ],
  loadSystemFonts: true,
  defaultFontFamily: 'Liberation Sans',
  sansSerifFamily: 'Liberation Sans',
};

/** The chart as SVG, `size` in CSS pixels, its text as text (the series names in the legend). */
export const chartSvg = (chart: ChartData, size: Size): string => {
  const instance = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: size.width,
    height: size.height,
  });
  try {
    // A picture has no pointer: the browser's tooltip is left out.
    const { tooltip: _tooltip, ...option } = chartOption(chart, LIGHT_CHART_THEME, {
      animation: false,
    });
    instance.setOption(option);
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
};

/**
 * The chart as PNG, `size` in pixels. It is laid out at `size / pixelRatio` (as on a screen of that
 * density): the default picture, 625 × 280 laid out, is placed some 480 pt wide in the PDF, where
 * its 12 px labels read at 9 pt and stay sharp (190 dpi). resvg renders off the main thread.
 */
export const chartPng = async (
  chart: ChartData,
  size: Size = CHART_SIZE,
  pixelRatio = 2,
): Promise<Buffer> => {
  const layout = {
    width: Math.round(size.width / pixelRatio),
    height: Math.round(size.height / pixelRatio),
  };
  const image = await renderAsync(chartSvg(chart, layout), {
    fitTo: { mode: 'width', value: size.width },
    font: FONT,
    // On its background every pixel is opaque: the PNG goes without alpha (see opaque-png.ts).
    background: LIGHT_CHART_THEME.background,
  });
  return opaquePng(image.pixels, image.width, image.height);
};
