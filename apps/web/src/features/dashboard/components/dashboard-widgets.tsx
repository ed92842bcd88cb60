import { useRef, useState, type ComponentType } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useInView } from '../../../lib/use-in-view.ts';
import { RecentActivityCard } from '../../audit/components/recent-activity-card.tsx';
import {
  ABOVE_THE_FOLD,
  ABOVE_THE_FOLD_ONE_COLUMN,
  TWO_COLUMNS_QUERY,
  type WidgetId,
} from '../lib/persona-widgets.ts';
import { EvidenceWidget } from './evidence-widget.tsx';
import { FindingsWidget } from './findings-widget.tsx';
import { FrameworksWidget } from './frameworks-widget.tsx';
import { HeatmapWidget } from './heatmap-widget.tsx';
import { RiskLevelsWidget } from './risk-levels-widget.tsx';
import { TestsWidget } from './tests-widget.tsx';
import { VendorsWidget } from './vendors-widget.tsx';

const ActivityWidget = () => <RecentActivityCard limit={6} />;

const WIDGETS: Record<WidgetId, ComponentType> = {
  'risk-levels': RiskLevelsWidget,
  heatmap: HeatmapWidget,
  frameworks: FrameworksWidget,
  tests: TestsWidget,
  findings: FindingsWidget,
  evidence: EvidenceWidget,
  vendors: VendorsWidget,
  activity: ActivityWidget,
};

/** A widget below the fold: an empty frame until it nears the viewport, then the widget. */
const WhenVisible = ({ id }: { id: WidgetId }) => {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref);
  const Widget = WIDGETS[id];
  return seen ? (
    <Widget />
  ) : (
    <div ref={ref} data-widget-placeholder={id}>
      <Card className="min-h-64" />
    </div>
  );
};

const aboveTheFold = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia(TWO_COLUMNS_QUERY).matches
    ? ABOVE_THE_FOLD
    : ABOVE_THE_FOLD_ONE_COLUMN;

/** The person's widgets in their persona's order; the first few load with the page. */
export const DashboardWidgets = ({ ids }: { ids: readonly WidgetId[] }) => {
  // Read once: a window made narrower later keeps the widgets it has.
  const [withPage] = useState(aboveTheFold);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {ids.map((id, i) => {
        if (i >= withPage) return <WhenVisible key={id} id={id} />;
        const Widget = WIDGETS[id];
        return <Widget key={id} />;
      })}
    </div>
  );
};
