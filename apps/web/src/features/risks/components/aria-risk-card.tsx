import { useState } from 'react';
import { Link2, ListChecks, Sparkles } from 'lucide-react';
import type {
  AiAnswerMeta,
  ControlRecommendations,
  RecommendedControl,
  RiskAnalysis,
} from '@rampart/contracts';
import { hasPermission, TREATMENT_LABELS } from '@rampart/domain';
import { AnswerMeta } from '../../../components/ui/answer-meta.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAdoptLibraryControls } from '../../../lib/adopt-library-controls.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useAnalyzeRisk } from '../api/analyze-risk.ts';
import { useMapControl } from '../api/map-control.ts';
import { useRecommendControls } from '../api/recommend-controls.ts';

/** How well a freshly mapped library control addresses the risk, until the assessor adjusts it. */
const ADOPTED_EFFECTIVENESS = 0.7;

/** The answer's engine and confidence, without its time: it was asked for just now. */
const AnswerLine = ({ meta: { generatedAt: _generatedAt, ...meta } }: { meta: AiAnswerMeta }) => (
  <AnswerMeta meta={meta} />
);

const Analysis = ({ a }: { a: RiskAnalysis }) => (
  <section aria-label="ARIA analysis" className="flex flex-col gap-3">
    <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2">
      {/* A figure with its name, not a heading (axe's p-as-heading reads a large <p> as one). */}
      <dl>
        <dt className="sr-only">Score</dt>
        <dd className="text-2xl font-semibold text-fg tabular-nums">
          {a.score}
          <span className="text-sm font-normal text-muted"> / 100</span>
        </dd>
      </dl>
      <p className="text-[13px] text-muted">
        Recommendation{' '}
        <Badge variant="accent" data-testid="aria-recommendation">
          {TREATMENT_LABELS[a.recommendation]}
        </Badge>
      </p>
      <p className="text-[13px] text-muted tabular-nums">
        Likelihood {a.likelihood} × impact {a.impact}
      </p>
    </div>
    <p className="text-[13px] text-fg">{a.reasoning}</p>
    {a.relatedControls.length > 0 ? (
      <div>
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          Related controls
        </h3>
        <ul className="flex flex-col gap-1.5">
          {a.relatedControls.map((c) => (
            <li key={`${c.source}:${c.id}`} className="text-[13px]">
              <span className="font-medium text-fg">{c.title}</span>{' '}
              <Badge variant={c.source === 'mapped' ? 'success' : 'neutral'}>
                {c.source === 'mapped' ? 'Mapped' : `Library ${c.id}`}
              </Badge>
              <span className="block text-xs text-muted">{c.rationale}</span>
            </li>
          ))}
        </ul>
      </div>
    ) : null}
    <AnswerLine meta={a} />
  </section>
);

type RecommendationsProps = {
  r: ControlRecommendations;
  mapped: ReadonlySet<string>;
  canAdopt: boolean;
  busy: string | null;
  onAdopt: (c: RecommendedControl) => void;
};

const Recommendations = ({ r, mapped, canAdopt, busy, onAdopt }: RecommendationsProps) => (
  <section aria-label="Recommended controls" className="flex flex-col gap-2">
    <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
      Recommended controls
    </h3>
    {r.items.length === 0 ? (
      <p className="text-[13px] text-muted">
        No library control shares a word with this risk; describe it in more detail and ask again.
      </p>
    ) : (
      <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
        {r.items.map((c) => {
          const isMapped = c.adoptedControlIds.some((id) => mapped.has(id));
          return (
            <li key={c.libraryControlId} className="flex flex-wrap items-start gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="text-[13px] font-medium text-fg">
                  {c.name}{' '}
                  <span className="font-mono text-xs text-muted">{c.libraryControlId}</span>
                </p>
                <p className="text-xs text-muted">{c.rationale}</p>
                <p className="mt-0.5 text-xs text-muted">
                  Match {Math.round(c.score * 100)}%
                  {c.standards.length > 0 ? ` · ${c.standards.slice(0, 3).join(', ')}` : ''}
                </p>
              </div>
              {isMapped ? (
                <Badge variant="success">Mapped</Badge>
              ) : canAdopt ? (
                <Button
                  size="sm"
                  loading={busy === c.libraryControlId}
                  disabled={busy !== null}
                  onClick={() => onAdopt(c)}
                  aria-label={`${c.inPlace ? 'Map' : 'Adopt and map'} ${c.name}`}
                >
                  {busy === c.libraryControlId ? null : <Link2 aria-hidden />}
                  {c.inPlace ? 'Map to this risk' : 'Adopt and map'}
                </Button>
              ) : c.inPlace ? (
                <Badge>In the register</Badge>
              ) : null}
            </li>
          );
        })}
      </ol>
    )}
    <AnswerLine meta={r} />
  </section>
);

type AriaRiskCardProps = {
  riskId: string;
  /** Controls already mapped to the risk. */
  mappedControlIds: readonly string[];
  /** The risk's abilities allow mapping. */
  canMap: boolean;
};

/** ARIA on a risk's page: "Analyze" and "Recommended controls", for people who may use ARIA. */
export const AriaRiskCard = ({ riskId, mappedControlIds, canMap }: AriaRiskCardProps) => {
  const user = useSessionUser();
  const analysis = useAnalyzeRisk();
  const recommend = useRecommendControls();
  const adopt = useAdoptLibraryControls();
  const map = useMapControl();
  const [busy, setBusy] = useState<string | null>(null);
  if (!user || !hasPermission(user.permissions, 'ai:use')) return null;
  const canAdopt = canMap && hasPermission(user.permissions, 'controls:write');

  const adoptAndMap = async (c: RecommendedControl) => {
    setBusy(c.libraryControlId);
    try {
      let controlId = c.adoptedControlIds[0];
      if (!controlId) {
        const adopted = await adopt.mutateAsync([c.libraryControlId]);
        controlId = (adopted.created[0] ?? adopted.skipped[0])?.controlId;
      }
      if (!controlId) throw new Error('The library control could not be adopted');
      await map.mutateAsync({ riskId, controlId, effectiveness: ADOPTED_EFFECTIVENESS });
      toast({
        title: 'Control mapped to this risk',
        description: `${c.name}, at ${ADOPTED_EFFECTIVENESS * 100}% effectiveness: adjust it under Mapped controls.`,
      });
      recommend.mutate(riskId);
    } catch (err) {
      toast({
        title: 'Failed to map control to risk',
        description: errorMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const mapped = new Set(mappedControlIds);
  return (
    <Card data-testid="aria-risk-card">
      <CardHeader
        title="ARIA"
        description="An analysis of this risk and the library controls that would reduce it."
        actions={
          <>
            <Button
              size="sm"
              variant="primary"
              loading={analysis.isPending}
              onClick={() => analysis.mutate(riskId)}
            >
              {analysis.isPending ? null : <Sparkles aria-hidden />}
              Analyze
            </Button>
            <Button
              size="sm"
              loading={recommend.isPending}
              onClick={() => recommend.mutate(riskId)}
            >
              {recommend.isPending ? null : <ListChecks aria-hidden />}
              Recommended controls
            </Button>
          </>
        }
      />
      <CardContent className="flex flex-col gap-5">
        {analysis.isIdle && recommend.isIdle ? (
          <p className="text-[13px] text-muted">
            Analyze scores the risk from its likelihood, impact and residual position and recommends
            a treatment; Recommended controls ranks the control library for it.
          </p>
        ) : null}
        {analysis.isPending ? <SkeletonRows rows={2} label="Analysing the risk" /> : null}
        {analysis.isError ? (
          <ErrorState
            title="The analysis failed"
            error={analysis.error}
            onRetry={() => analysis.mutate(riskId)}
          />
        ) : null}
        {analysis.data ? <Analysis a={analysis.data} /> : null}
        {recommend.isPending && !recommend.data ? (
          <SkeletonRows rows={3} label="Ranking library controls" />
        ) : null}
        {recommend.isError ? (
          <ErrorState
            title="The recommendation failed"
            error={recommend.error}
            onRetry={() => recommend.mutate(riskId)}
          />
        ) : null}
        {recommend.data ? (
          <Recommendations
            r={recommend.data}
            mapped={mapped}
            canAdopt={canAdopt}
            busy={busy}
            onAdopt={(c) => void adoptAndMap(c)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
};
