import { AlertTriangle, Bot } from 'lucide-react';
import type { AiAnswerMeta } from '@rampart/contracts';
import { aiEngineLabel, confidenceBand, confidencePercent, formatDateTime } from '@rampart/domain';
import { Badge } from './badge.tsx';
import { cn } from '../../lib/cn.ts';

const BAND_VARIANT = { high: 'success', medium: 'warning', low: 'danger' } as const;

/** Which engine produced an answer, how sure it is, and whether defaults stand in. */
export const AnswerMeta = ({
  meta,
  className,
}: {
  meta: Pick<AiAnswerMeta, 'engine' | 'model' | 'confidence' | 'fallbackUsed'> & {
    generatedAt?: string;
  };
  className?: string;
}) => (
  <div className={cn('flex flex-wrap items-center gap-2 text-xs text-muted', className)}>
    <span className="inline-flex items-center gap-1" data-testid="aria-engine">
      <Bot className="size-3.5" aria-hidden />
      {aiEngineLabel(meta)}
    </span>
    <Badge variant={BAND_VARIANT[confidenceBand(meta.confidence)]}>
      Confidence {confidencePercent(meta.confidence)}
    </Badge>
    {meta.fallbackUsed ? (
      <Badge variant="warning">
        <AlertTriangle className="size-3" aria-hidden />
        Model answer unusable: defaults shown
      </Badge>
    ) : null}
    {meta.generatedAt ? <span>{formatDateTime(meta.generatedAt)}</span> : null}
  </div>
);
