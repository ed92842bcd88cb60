import { useRef, useState, type ComponentType } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useInView } from '../../../lib/use-in-view.ts';
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

// The activity widget is the audit feature's card, handed in by the page that composes both.
const WIDGETS: Record<Exclude<WidgetId, 'activity'>, ComponentType> = {
  'risk-levels': RiskLevelsWidget,
  heatmap: HeatmapWidget,
  frameworks: FrameworksWidget,
  tests: TestsWidget,
  findings: FindingsWidget,
  evidence: EvidenceWidget,
  vendors: VendorsWidget,
};

/** A widget below the fold: an empty frame until it nears the viewport, then the widget. */
const WhenVisible = ({ id, Widget }: { id: WidgetId; Widget: ComponentType }) => {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref);
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
export const DashboardWidgets = ({
  ids,
  activity,
}: {
  ids: readonly WidgetId[];
  activity: ComponentType;
}) => {
  // Read once: a window made narrower later keeps the widgets it has.
  const [withPage] = useState(aboveTheFold);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {ids.map((id, i) => {
        const Widget = id === 'activity' ? activity : WIDGETS[id];
        if (i >= withPage) return <WhenVisible key={id} id={id} Widget={Widget} />;
        return <Widget key={id} />;
      })}
    </div>
  );
};
