import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The risk page's way into the wizard: "Generate controls with ARIA" for this risk. */
export const GenerateControlsLink = ({ riskId }: { riskId: string }) => (
  <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-border-strong px-4 py-3">
    <p className="text-[13px] text-muted">
      ARIA drafts controls for this risk from the control library, with effort, cost and mappings,
      for you to review.
    </p>
    <Link
      to="/dashboard/controls/generate"
      search={{ riskId }}
      className={buttonClasses('secondary', 'sm')}
    >
      <Sparkles aria-hidden />
      Generate controls with ARIA
    </Link>
  </div>
);
