import { describe, expect, it } from 'vitest';
import { chartOption, LIGHT_CHART_THEME as T } from './chart-option.ts';

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
});
