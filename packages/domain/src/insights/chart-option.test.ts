import { describe, expect, it } from 'vitest';
import { CHART_LAYOUT, chartOption, LIGHT_CHART_THEME as T } from './chart-option.ts';

type Option = {
  yAxis: Record<string, unknown>[];
  series: { type: string; color: string; yAxisIndex: number; stack?: string; symbol?: string }[];
};

describe('chartOption', () => {
  it('colours series from theme tokens, marks each line with its own shape, stacks bars', () => {
    const o = chartOption(
      {
        type: 'stacked-bar',
        categories: ['a', 'b'],
        series: [
          { name: 'Critical', color: 'critical', data: [1, 2] },
          { name: 'Passed', color: 'series-3', data: [3, 4] },
          { name: 'Rate', line: true, percent: true, data: [50, null] },
        ],
      },
      T,
    ) as unknown as Option;
    expect(o.series.map((s) => s.color)).toEqual([T.risk.critical, T.series[2], T.series[2]]);
    expect(o.series.map((s) => s.type)).toEqual(['bar', 'bar', 'line']);
    expect(o.series[0]!.stack).toBe('total');
    expect(o.series[2]).toMatchObject({ yAxisIndex: 1, symbol: 'triangle' });
    expect(o.yAxis).toHaveLength(2);
    expect(o.yAxis[1]).toMatchObject({ min: 0, max: 100 });
  });

  it('a share in percent runs from 0 to its top; counts step by whole numbers', () => {
    const share = chartOption(
      { type: 'line', categories: [], yMax: 100, series: [] },
      T,
    ) as unknown as Option;
    expect(share.yAxis[0]).toMatchObject({ min: 0, max: 100 });
    const counts = chartOption(
      { type: 'line', categories: [], series: [] },
      T,
    ) as unknown as Option;
    expect(counts.yAxis[0]).toMatchObject({ minInterval: 1 });
    expect(counts.yAxis).toHaveLength(1);
  });

  it('keeps the legend clear of the axis titles: one row on top, titles turned beside their axes', () => {
    const o = chartOption(
      {
        type: 'bar',
        categories: ['a'],
        yLabel: 'Tests',
        series: [
          { name: 'Passed', data: [1] },
          { name: 'Pass rate', line: true, percent: true, data: [50] },
        ],
      },
      T,
    ) as unknown as {
      legend: { type: string; top: number };
      grid: { left: number; right: number; top: number };
      yAxis: { name: string; nameLocation?: string; nameGap?: number }[];
    };
    // The legend scrolls rather than wrapping down onto the plot.
    expect(o.legend.type).toBe('scroll');
    expect(o.legend.top + CHART_LAYOUT.legendRow).toBeLessThanOrEqual(o.grid.top);
    // An axis title at the top end of its axis would sit in the legend's row; beside it, it cannot.
    const [left, right] = o.yAxis;
    expect(left).toMatchObject({ name: 'Tests', nameLocation: 'middle' });
    expect(right).toMatchObject({ name: '%', nameLocation: 'middle' });
    expect(left!.nameGap!).toBeLessThan(o.grid.left);
    expect(right!.nameGap!).toBeLessThan(o.grid.right);
  });
});
