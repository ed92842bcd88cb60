import type { Dispatch } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { RISK_CATEGORY_VALUES } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, Select } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { FRAMEWORK_OPTIONS } from '../../../lib/frameworks.ts';
import {
  isDefaultState,
  type GroupBy,
  type HeatmapAction,
  type HeatmapState,
} from '../lib/heatmap-state.ts';
import { canZoomIn, canZoomOut } from '../lib/zoom.ts';

const CATEGORY_OPTIONS = RISK_CATEGORY_VALUES.map((value) => ({
  value,
  label: value.charAt(0) + value.slice(1).toLowerCase(),
}));

type Props = {
  state: HeatmapState;
  dispatch: Dispatch<HeatmapAction>;
  exportMenu: React.ReactNode;
};

/** The heat map's controls (spec §2): basis, filters, Group By, grid, zoom, reset and export. */
export const HeatmapToolbar = ({ state, dispatch, exportMenu }: Props) => (
  <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Heat map controls">
    <SegmentedControl
      label="Basis"
      options={[
        { value: 'inherent', label: 'Inherent' },
        { value: 'residual', label: 'Residual' },
      ]}
      value={state.basis}
      onChange={(basis) => dispatch({ type: 'basis', basis })}
    />
    <MultiSelect
      label="Category"
      options={CATEGORY_OPTIONS}
      value={state.category}
      onChange={(category) => dispatch({ type: 'category', category })}
    />
    <MultiSelect
      label="Framework"
      options={FRAMEWORK_OPTIONS}
      value={state.framework}
      onChange={(framework) => dispatch({ type: 'framework', framework })}
    />
    <label className="flex items-center gap-2 text-[13px] text-muted">
      Group by
      <Select
        value={state.groupBy}
        onChange={(e) => dispatch({ type: 'groupBy', groupBy: e.target.value as GroupBy })}
        className="w-32"
      >
        <option value="none">Level</option>
        <option value="category">Category</option>
        <option value="status">Status</option>
      </Select>
    </label>
    <div className="ml-auto flex flex-wrap items-center gap-2">
      <label className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border border-border-strong bg-elevated px-2.5 text-sm text-fg shadow-xs hover:bg-hover">
        <Checkbox checked={state.showGrid} onChange={() => dispatch({ type: 'toggleGrid' })} />
        Grid lines
      </label>
      <div
        className="inline-flex items-center rounded-md border border-border-strong"
        role="group"
        aria-label="Zoom"
      >
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom out"
          disabled={!canZoomOut(state.zoom)}
          onClick={() => dispatch({ type: 'zoomOut' })}
        >
          <Minus aria-hidden />
        </Button>
        <output
          className="w-12 text-center text-[13px] text-fg tabular-nums"
          aria-live="polite"
          aria-label="Zoom level"
        >
          {state.zoom}%
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom in"
          disabled={!canZoomIn(state.zoom)}
          onClick={() => dispatch({ type: 'zoomIn' })}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <Button
        variant="ghost"
        disabled={isDefaultState(state)}
        onClick={() => dispatch({ type: 'reset' })}
      >
        <RotateCcw aria-hidden />
        Reset
      </Button>
      {exportMenu}
    </div>
  </div>
);
