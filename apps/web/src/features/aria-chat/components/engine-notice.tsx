import { Info } from 'lucide-react';
import type { AiStatus } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { engineLabel } from '../lib/labels.ts';

/** Which engine answers, and what that means; a degraded model connection is flagged. */
export const EngineNotice = ({ status }: { status: AiStatus | undefined }) => {
  if (!status) return null;
  if (status.engine === 'offline') {
    return (
      <p className="mb-3 flex items-center gap-2 text-[13px] text-muted">
        <Info className="size-4 shrink-0" aria-hidden />
        <span>
          <Badge className="mr-1.5">Offline engine</Badge>
          No language model is configured: ARIA answers questions about your data with fixed rules
          and says plainly what it cannot answer.
        </span>
      </p>
    );
  }
  const troubled = status.connection !== 'CONNECTED' || !status.configured;
  return (
    <p className="mb-3 flex items-center gap-2 text-[13px] text-muted">
      <Badge variant={troubled ? 'warning' : 'accent'}>
        {engineLabel(status.engine)}
        {status.model ? ` · ${status.model}` : ''}
      </Badge>
      {troubled ? (
        <span role="status">
          {status.configured
            ? `The model connection is ${status.connection.toLowerCase()}; answers may fail.`
            : 'The AI service is not properly configured.'}
        </span>
      ) : (
        <span>Answers use your organisation’s data and read-only look-ups.</span>
      )}
    </p>
  );
};
