import { describe, expect, it } from 'vitest';
import { CHART_SIZE, chartPng, chartSvg } from './chart-image.ts';
import { TREND_CHART } from './report-document.fixtures.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('chart pictures', () => {
  it('draws the chart as SVG with its series and categories as text', () => {
    const svg = chartSvg(TREND_CHART, { width: 600, height: 280 });
    expect(svg).toMatch(/^<svg/);
    for (const text of ['Critical risks', 'High risks', 'Pass rate', 'Sep', 'Nov', 'Risks']) {
      expect(svg).toContain(`>${text}</text>`);
    }
    // The browser's colours: the risk levels' tokens.
    expect(svg).toContain('#991b1b');
    expect(svg).toContain('#c2410c');
  });

  it('renders a PNG of the size asked', async () => {
    const png = await chartPng(TREND_CHART, { width: 800, height: 400 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 800, height: 400 });
    expect(pngSize(await chartPng(TREND_CHART))).toEqual(CHART_SIZE);
  });

  it('draws the text with a font: names of the same width give different pixels', async () => {
    // A and B have the same advance in Liberation Sans: the layouts match, only glyphs differ.
    // Without a font, resvg would leave the text out and both pictures would be equal.
    const named = (name: string) =>
      chartPng(
        { type: 'bar', categories: ['Q1'], series: [{ name, data: [1] }] },
        { width: 400, height: 200 },
      );
    const [a, b] = await Promise.all([named('AAAA'), named('BBBB')]);
    expect(a.equals(b)).toBe(false);
  });

  it('draws Chinese and Japanese names with glyphs, not empty boxes', async () => {
    // Same characters, other order: with no font for them both pictures would be the same boxes.
    const named = (categories: string[]) =>
      chartPng(
        { type: 'bar', categories, series: [{ name: 'Risks', data: [1, 2] }] },
        { width: 400, height: 200 },
      );
    const [a, b] = await Promise.all([named(['東京', '大阪']), named(['京東', '阪大'])]);
    expect(a.equals(b)).toBe(false);
  });
});
