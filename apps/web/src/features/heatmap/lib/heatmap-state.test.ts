import { describe, expect, it } from 'vitest';
import { DEFAULT_HEATMAP_STATE, heatmapReducer, isDefaultState } from './heatmap-state.ts';

describe('heat map state', () => {
  it('starts at zoom 100 with the grid on, inherent, ungrouped and unfiltered', () => {
    expect(DEFAULT_HEATMAP_STATE).toMatchObject({
      zoom: 100,
      showGrid: true,
      groupBy: 'none',
      basis: 'inherent',
      category: [],
      framework: [],
      selected: null,
    });
    expect(isDefaultState(DEFAULT_HEATMAP_STATE)).toBe(true);
  });

  it('zooms within 50..200 and toggles the grid', () => {
    let s = DEFAULT_HEATMAP_STATE;
    for (let i = 0; i < 10; i += 1) s = heatmapReducer(s, { type: 'zoomIn' });
    expect(s.zoom).toBe(200);
    s = heatmapReducer(s, { type: 'setZoom', zoom: 10 });
    expect(s.zoom).toBe(50);
    expect(heatmapReducer(s, { type: 'toggleGrid' }).showGrid).toBe(false);
  });

  it('selects a cell, and closes it when selected again', () => {
    const s = heatmapReducer(DEFAULT_HEATMAP_STATE, { type: 'select', cell: '3:4' });
    expect(s.selected).toBe('3:4');
    expect(heatmapReducer(s, { type: 'select', cell: '3:4' }).selected).toBeNull();
  });

  it('reset brings every control back to its default', () => {
    let s = DEFAULT_HEATMAP_STATE;
    s = heatmapReducer(s, { type: 'zoomOut' });
    s = heatmapReducer(s, { type: 'toggleGrid' });
    s = heatmapReducer(s, { type: 'groupBy', groupBy: 'status' });
    s = heatmapReducer(s, { type: 'basis', basis: 'residual' });
    s = heatmapReducer(s, { type: 'category', category: ['FINANCIAL'] });
    s = heatmapReducer(s, { type: 'framework', framework: ['SOX'] });
    s = heatmapReducer(s, { type: 'select', cell: '1:1' });
    expect(isDefaultState(s)).toBe(false);
    expect(heatmapReducer(s, { type: 'reset' })).toEqual(DEFAULT_HEATMAP_STATE);
  });
});
