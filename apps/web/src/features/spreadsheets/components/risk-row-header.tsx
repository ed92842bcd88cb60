import { memo } from 'react';
import { ArrowRight } from 'lucide-react';
import type { RcsaMatrix } from '@rampart/contracts';
import { RiskBadge, type RiskLevel } from '../../../components/ui/badge.tsx';
import { AppLink } from '../../../components/ui/app-link.tsx';

type MatrixRisk = RcsaMatrix['risks'][number];
const LEVELS: readonly string[] = ['low', 'medium', 'high', 'critical'];
const levelOf = (v: string): RiskLevel => (LEVELS.includes(v) ? (v as RiskLevel) : 'low');

const Level = ({ label, score, level }: { label: string; score: number; level: string }) => (
  <span className="inline-flex items-center gap-1" title={`${label} score ${score}, ${level}`}>
    <span className="sr-only">{label}</span>
    <span className="w-4 text-right text-xs text-fg tabular-nums">{score}</span>
    <RiskBadge level={levelOf(level)} />
  </span>
);

/** The sticky first cell of a row: the risk, with its inherent and residual levels. */
export const RiskRowHeader = memo(function RiskRowHeader({ risk }: { risk: MatrixRisk }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 w-40 max-w-40 min-w-40 sm:w-64 sm:max-w-64 sm:min-w-64 xl:w-72 xl:max-w-72 xl:min-w-72 border-r border-b border-border bg-elevated px-3 py-1.5 text-left font-normal"
    >
      <AppLink
        to={`/dashboard/risks/${encodeURIComponent(risk.id)}`}
        className="block truncate text-[13px] font-medium text-fg hover:underline"
        title={risk.title}
      >
        {risk.title}
      </AppLink>
      <div className="mt-1 flex items-center gap-1.5">
        <Level label="Inherent" score={risk.riskScore} level={risk.riskLevel} />
        <ArrowRight className="size-3 shrink-0 text-muted" aria-hidden />
        <Level label="Residual" score={risk.residualScore} level={risk.residualLevel} />
      </div>
    </th>
  );
});
