import type { ChartData } from '@rampart/contracts';

// One drawing of a chart for the browser (Analytics, the report preview) and the server (the PDF's
// images): ECharts options from Rampart's chart data and the theme's colours.

export type ChartTheme = {
  fg: string;
  muted: string;
  border: string;
  background: string;
  /** The Okabe–Ito series, readable by colour-blind readers. */
  series: string[];
  risk: { critical: string; high: string; medium: string; low: string };
  danger: string;
  success: string;
};

/** The light theme's tokens (styles.css), for the server and outside a browser. */
export const LIGHT_CHART_THEME: ChartTheme = {
  fg: '#18181b',
  muted: '#5b5b66',
  border: '#e4e4e7',
  background: '#ffffff',
  series: ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00'],
  risk: { critical: '#991b1b', high: '#c2410c', medium: '#a16207', low: '#047857' },
  danger: '#b42318',
  success: '#047857',
};

// A marker shape per series as well as a colour: never colour alone.
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow'];

const colorOf = (token: string | undefined, i: number, t: ChartTheme): string => {
  if (!token) return t.series[i % t.series.length]!;
  if (token in t.risk) return t.risk[token as keyof ChartTheme['risk']];
  if (token === 'danger') return t.danger;
  if (token === 'success') return t.success;
  const n = /^series-(\d)$/.exec(token)?.[1];
  return n ? (t.series[Number(n) - 1] ?? t.series[0]!) : t.series[0]!;
};

/** ECharts options (plain data: the browser and the server each hand them to ECharts). */
export const chartOption = (d: ChartData, t: ChartTheme, opts: { animation?: boolean } = {}) => {
  const percentAxis = d.series.some((s) => s.percent);
  const axisText = { color: t.muted };
  return {
    animation: opts.animation ?? true,
    backgroundColor: t.background,
    textStyle: { color: t.fg },
    grid: { left: 56, right: percentAxis ? 56 : 24, top: 44, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: axisText },
    xAxis: {
      type: 'category',
      data: d.categories,
      axisLine: { lineStyle: { color: t.border } },
      axisLabel: axisText,
    },
    yAxis: [
      {
        type: 'value',
        name: d.yLabel ?? '',
        nameTextStyle: axisText,
        ...(d.yMax === undefined ? { minInterval: 1 } : { min: 0, max: d.yMax }),
        splitLine: { lineStyle: { color: t.border } },
        axisLabel: axisText,
      },
      ...(percentAxis
        ? [
            {
              type: 'value',
              name: '%',
              min: 0,
              max: 100,
              nameTextStyle: axisText,
              splitLine: { show: false },
              axisLabel: axisText,
            },
          ]
        : []),
    ],
    series: d.series.map((s, i) => {
      const asLine = d.type === 'line' || s.line === true;
      return {
        name: s.name,
        type: asLine ? 'line' : 'bar',
        data: s.data,
        color: colorOf(s.color, i, t),
        yAxisIndex: s.percent ? 1 : 0,
        ...(asLine
          ? { symbol: SYMBOLS[i % SYMBOLS.length], symbolSize: 7, connectNulls: true }
          : d.type === 'stacked-bar'
            ? { stack: 'total' }
            : {}),
      };
    }),
  };
};
