import { Link } from '@tanstack/react-router';
import type { Risk } from '@rampart/contracts';
import { formatDate, SCALE_MAX } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { assessmentFacts, READ_ONLY_ASSESSMENT_NOTE } from '../lib/assessment-view.ts';

const Score = ({ score, level }: { score: number; level: Risk['riskLevel'] }) => (
  <span className="inline-flex flex-wrap items-center gap-2">
    <span className="text-fg tabular-nums">
      <span className="font-semibold">{score}</span>
      <span className="text-muted"> / {SCALE_MAX * SCALE_MAX}</span>
    </span>
    <RiskBadge level={level} />
  </span>
);

/**
 * A risk's saved assessment for someone who can read it but not assess it: the values as text,
 * no form, and a note saying why (issue 19: read-only roles meet no dead end and no dead form).
 */
export const AssessmentReadOnly = ({ risk }: { risk: Risk }) => (
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
      description={`Last assessed ${risk.lastAssessed ? formatDate(risk.lastAssessed) : 'never'}.`}
    />
    <CardContent className="flex flex-col gap-4">
      <FormMessage tone="info">{READ_ONLY_ASSESSMENT_NOTE}</FormMessage>
      <dl className="divide-y divide-border text-[13px]">
        {assessmentFacts(risk).map((f) => (
          <div key={f.label} className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-muted">{f.label}</dt>
            <dd className="min-w-0">
              <span className="font-medium text-fg">{f.value}</span>
              {f.detail ? <span className="block text-muted">{f.detail}</span> : null}
            </dd>
          </div>
        ))}
        <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-muted">Inherent risk</dt>
          <dd className="min-w-0">
            <Score score={risk.riskScore} level={risk.riskLevel} />
          </dd>
        </div>
        <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-muted">Residual risk</dt>
          <dd className="min-w-0">
            <Score score={risk.residualScore} level={risk.residualLevel} />
            <span className="block text-muted">
              {`From ${risk.controls.length} mapped ${risk.controls.length === 1 ? 'control' : 'controls'}.`}
            </span>
          </dd>
        </div>
      </dl>
    </CardContent>
  </Card>
);
