import { clampZoom, ZOOM, zoomIn, zoomOut } from './zoom.ts';

export type Basis = 'inherent' | 'residual';
export type GroupBy = 'none' | 'category' | 'status';

export type HeatmapState = {
  zoom: number;
  showGrid: boolean;
  groupBy: GroupBy;
  basis: Basis;
  category: string[];
  framework: string[];
  /** The selected cell, "likelihood:impact". */
  selected: string | null;
};

export const DEFAULT_HEATMAP_STATE: HeatmapState = {
  zoom: ZOOM.default,
  showGrid: true,
  groupBy: 'none',
  basis: 'inherent',
  category: [],
  framework: [],
  selected: null,
};

export type HeatmapAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'setZoom'; zoom: number }
  | { type: 'toggleGrid' }
  | { type: 'groupBy'; groupBy: GroupBy }
  | { type: 'basis'; basis: Basis }
  | { type: 'category'; category: string[] }
  | { type: 'framework'; framework: string[] }
  | { type: 'select'; cell: string | null }
  | { type: 'reset' };

export const heatmapReducer = (state: HeatmapState, action: HeatmapAction): HeatmapState => {
  switch (action.type) {
    case 'zoomIn':
      return { ...state, zoom: zoomIn(state.zoom) };
    case 'zoomOut':
      return { ...state, zoom: zoomOut(state.zoom) };
    case 'setZoom':
      return { ...state, zoom: clampZoom(action.zoom) };
    case 'toggleGrid':
      return { ...state, showGrid: !state.showGrid };
    case 'groupBy':
      return { ...state, groupBy: action.groupBy };
    case 'basis':
      return { ...state, basis: action.basis };
    case 'category':
      return { ...state, category: action.category };
    case 'framework':
      return { ...state, framework: action.framework };
    case 'select':
      // Selecting the selected cell again closes its details.
      return { ...state, selected: action.cell === state.selected ? null : action.cell };
    case 'reset':
      return DEFAULT_HEATMAP_STATE;
  }
};

export const isDefaultState = (s: HeatmapState): boolean =>
  s.zoom === DEFAULT_HEATMAP_STATE.zoom &&
  s.showGrid === DEFAULT_HEATMAP_STATE.showGrid &&
  s.groupBy === DEFAULT_HEATMAP_STATE.groupBy &&
  s.basis === DEFAULT_HEATMAP_STATE.basis &&
  s.category.length === 0 &&
  s.framework.length === 0 &&
  s.selected === null;
