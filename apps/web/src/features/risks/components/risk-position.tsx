import type { Risk } from '@rampart/contracts';
import { SCALE_LABELS, SCALE_MAX } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';

type PositionProps = {
  label: string;
  hint: string;
  likelihood: number;
  impact: number;
  score: number;
  level: Risk['riskLevel'];
};

const scale = (n: number) => `${n} · ${SCALE_LABELS[n - 1] ?? '—'}`;

/** Where a risk sits: likelihood × impact = score, and its level named beside its colour. */
export const RiskPosition = ({ label, hint, likelihood, impact, score, level }: PositionProps) => (
  <div className="flex flex-col gap-2 rounded-md border border-border p-3">
    <div className="flex items-center justify-between gap-2">
      <h3 className="text-[13px] font-semibold text-fg">{label}</h3>
      <RiskBadge level={level} />
    </div>
    <p className="flex items-baseline gap-1 tabular-nums">
      <span className="text-2xl font-semibold text-fg">{score}</span>
      <span className="text-sm text-muted">/ {SCALE_MAX * SCALE_MAX}</span>
    </p>
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px]">
      <dt className="text-muted">Likelihood</dt>
      <dd className="text-fg">{scale(likelihood)}</dd>
      <dt className="text-muted">Impact</dt>
      <dd className="text-fg">{scale(impact)}</dd>
    </dl>
    <p className="text-xs text-muted">{hint}</p>
  </div>
);

export const RiskPositions = ({ risk }: { risk: Risk }) => (
  <div className="grid gap-3 sm:grid-cols-2">
    <RiskPosition
      label="Inherent risk"
      hint="Before any control."
      likelihood={risk.likelihood}
      impact={risk.impact}
      score={risk.riskScore}
      level={risk.riskLevel}
    />
    <RiskPosition
      label="Residual risk"
      hint={
        risk.controls.length === 0
          ? 'No control mapped yet: the same as inherent.'
          : `After ${risk.controls.length} mapped ${risk.controls.length === 1 ? 'control' : 'controls'}.`
      }
      likelihood={risk.residualLikelihood}
      impact={risk.residualImpact}
      score={risk.residualScore}
      level={risk.residualLevel}
    />
  </div>
);
