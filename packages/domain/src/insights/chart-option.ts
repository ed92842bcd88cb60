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

/**
 * Room kept around the plot. The legend is one scrolling row on top (it never wraps onto the
 * plot), and each axis title stands turned beside its axis, outside the axis labels, so a legend
 * and an axis title never share a place.
 */
export const CHART_LAYOUT = {
  legendTop: 0,
  /** Height of the legend's single row. */
  legendRow: 24,
  /** Gap from the plot's edge to a vertical axis title: past the widest axis labels ("1,000"). */
  axisNameGap: 44,
  /** The plot's margin on a side with an axis title: the gap plus the title's own height. */
  titledSide: 64,
  plainSide: 24,
  top: 36,
  bottom: 32,
} as const;
const L = CHART_LAYOUT;

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
    grid: {
      left: L.titledSide,
      right: percentAxis ? L.titledSide : L.plainSide,
      top: L.top,
      bottom: L.bottom,
    },
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: L.legendTop, textStyle: axisText },
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
        nameLocation: 'middle',
        nameRotate: 90,
        nameGap: L.axisNameGap,
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
              nameLocation: 'middle',
              nameRotate: 270,
              nameGap: L.axisNameGap,
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
