import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { BULK_GENERATION_MAX_RISKS } from '@rampart/contracts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The register's bulk action: generate controls for the selected risks, in the background. */
export const BulkGenerateButton = ({ riskIds }: { riskIds: readonly string[] }) =>
  riskIds.length > BULK_GENERATION_MAX_RISKS ? (
    <span className="text-[13px] text-muted">
      Select at most {BULK_GENERATION_MAX_RISKS} risks to generate controls
    </span>
  ) : (
    <Link
      to="/dashboard/controls/generate"
      search={{ riskIds: riskIds.join(',') }}
      className={buttonClasses('secondary', 'sm')}
    >
      <Sparkles aria-hidden />
      Generate controls with ARIA
    </Link>
  );
