import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import type { Risk } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateRisk } from '../api/update-risk.ts';
import { IMPACT_CRITERIA, LIKELIHOOD_CRITERIA } from '../lib/scale-criteria.ts';
import { ScaleChooser } from './scale-chooser.tsx';
import { ScorePreview } from './score-preview.tsx';

/**
 * Assess one risk: likelihood and impact by their criteria, saved as an assessment. Only for
 * those who may update the risk; everyone else reads it (assessment-read-only.tsx).
 */
export const AssessmentForm = ({ risk }: { risk: Risk }) => {
  const update = useUpdateRisk();
  const [likelihood, setLikelihood] = useState(risk.likelihood);
  const [impact, setImpact] = useState(risk.impact);
  const canWrite = risk.abilities.update;
  const dirty = likelihood !== risk.likelihood || impact !== risk.impact;

  const save = () =>
    update.mutate(
      {
        id: risk.id,
        patch: { likelihood, impact, status: 'assessed', lastAssessed: new Date().toISOString() },
      },
      { onSuccess: (saved) => toast({ title: 'Assessment saved', description: saved.title }) },
    );

  return (
    <Card>
      <CardHeader
        title={
          <Link
            to="/dashboard/risks/$riskId"
            params={{ riskId: risk.id }}
            className="hover:underline"
          >
            {risk.title}
          </Link>
        }
        description={`Last assessed ${risk.lastAssessed ? formatDate(risk.lastAssessed) : 'never'}. Judge likelihood over the next 12 months, before any control.`}
      />
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-6 2xl:grid-cols-2">
          <ScaleChooser
            legend="Likelihood"
            description="How likely is the risk to happen?"
            criteria={LIKELIHOOD_CRITERIA}
            value={likelihood}
            onChange={setLikelihood}
            disabled={!canWrite}
          />
          <ScaleChooser
            legend="Impact"
            description="If it happens, the worst of its financial, operational, regulatory and reputational effects."
            criteria={IMPACT_CRITERIA}
            value={impact}
            onChange={setImpact}
            disabled={!canWrite}
          />
        </div>
      </CardContent>
      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-b-lg border-t border-border bg-elevated p-4">
        {update.isError ? (
          <FormMessage>Failed to update risk: {errorMessage(update.error)}</FormMessage>
        ) : null}
        <div className="grid gap-2 2xl:grid-cols-2">
          <ScorePreview
            likelihood={likelihood}
            impact={impact}
            label="Inherent (this assessment)"
          />
          <div className="flex items-center gap-3 rounded-md border border-border bg-surface px-3 py-2">
            <span className="text-xs whitespace-nowrap text-muted">Residual (saved)</span>
            <span className="text-sm whitespace-nowrap text-fg tabular-nums">
              <span className="text-base font-semibold">{risk.residualScore}</span>
              <span className="text-muted"> / 25</span>
            </span>
            <RiskBadge level={risk.residualLevel} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-60 flex-1 text-xs text-muted" aria-live="polite">
            {dirty
              ? 'Unsaved changes. The server recalculates the residual risk from the mapped controls when you save.'
              : `Residual from ${risk.controls.length} mapped ${risk.controls.length === 1 ? 'control' : 'controls'}. Saving marks the risk assessed today.`}
          </p>
          {canWrite ? (
            <div className="flex items-center gap-2">
              {dirty ? (
                <Button
                  onClick={() => {
                    setLikelihood(risk.likelihood);
                    setImpact(risk.impact);
                  }}
                >
                  Discard
                </Button>
              ) : null}
              <Button variant="primary" onClick={save} loading={update.isPending}>
                {update.isPending ? null : <Save aria-hidden />}
                Save assessment
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
};
