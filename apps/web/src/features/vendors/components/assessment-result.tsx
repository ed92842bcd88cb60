import type { ReactNode } from 'react';
import { VENDOR_FRAMEWORK_LABELS, type VendorAssessment } from '@rampart/contracts';
import { codeToWords, formatDateTime } from '@rampart/domain';
import { Badge, RiskBadge } from '../../../components/ui/badge.tsx';
import { ScoreBars } from './score-bars.tsx';
import { ComplianceBadge } from './vendor-badges.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex min-w-0 flex-col gap-2">
    <h3 className="text-[13px] font-semibold text-fg">{title}</h3>
    {children}
  </section>
);

const CATEGORY_SCORE_LABELS = {
  security: 'Security',
  privacy: 'Privacy',
  compliance: 'Compliance',
  operational: 'Operational',
  financial: 'Financial',
} as const;

const Details = ({ summary, children }: { summary: ReactNode; children: ReactNode }) => (
  <details className="group rounded-md border border-border px-3 py-2 text-[13px]">
    <summary className="cursor-pointer text-fg">{summary}</summary>
    <div className="mt-2 flex flex-col gap-1.5 text-muted">{children}</div>
  </details>
);

/** One assessment: its score, status, coverage, profile, findings and what to do next. */
export const AssessmentResult = ({ assessment: a }: { assessment: VendorAssessment }) => (
  <div className="flex flex-col gap-6">
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
      <div>
        <p className="text-xs text-muted">Risk score (0 best, 100 worst)</p>
        <p className="text-3xl font-semibold text-fg tabular-nums">{a.riskScore}</p>
      </div>
      <ComplianceBadge status={a.complianceStatus} className="mb-1.5" />
      <p className="mb-1 text-xs text-muted">
        {a.enhanced ? 'Enhanced assessment' : 'Rules assessment'} · {formatDateTime(a.assessedAt)}
        {a.assessedBy ? ` · ${a.assessedBy.name}` : ''}
        {a.model ? ` · ${a.model}` : ''}
      </p>
    </div>
    {a.narrative ? (
      <div className="flex max-w-3xl flex-col gap-1.5">
        {a.belowConfidenceThreshold ? (
          <p className="flex items-center gap-2 text-xs text-muted">
            <Badge variant="warning">Draft</Badge>
            The model&rsquo;s confidence ({a.aiConfidence?.toFixed(2)}) is below your threshold:
            check it before relying on it.
          </p>
        ) : null}
        <p className="text-[13px] whitespace-pre-line text-fg">{a.narrative}</p>
      </div>
    ) : null}
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Framework coverage">
        <ScoreBars
          label="Framework coverage"
          items={a.frameworkCoverage.map((f) => ({
            label: VENDOR_FRAMEWORK_LABELS[f.framework],
            value: f.coverage,
            note: f.held ? 'Certification held' : 'Not held',
          }))}
        />
      </Section>
      <Section title="Risk profile (higher is better)">
        <ScoreBars
          label="Risk profile category scores"
          items={Object.entries(CATEGORY_SCORE_LABELS).map(([key, label]) => ({
            label,
            value: a.riskProfile.categoryScores[key as keyof typeof CATEGORY_SCORE_LABELS],
          }))}
        />
      </Section>
    </div>
    <Section title={`Findings (${a.findings.length})`}>
      {a.findings.length === 0 ? (
        <p className="text-[13px] text-muted">This assessment raised no finding.</p>
      ) : (
        a.findings.map((f) => (
          <Details
            key={f.key}
            summary={
              <span className="inline-flex flex-wrap items-center gap-2">
                <RiskBadge level={f.severity} />
                <span className="font-medium">{f.title}</span>
              </span>
            }
          >
            <p>{f.description}</p>
            <p>
              <span className="font-medium text-fg">Remediation: </span>
              {f.remediation}
            </p>
          </Details>
        ))
      )}
    </Section>
    {a.riskProfile.recommendations.length > 0 ? (
      <Section title="Recommendations">
        <ul className="list-disc pl-5 text-[13px] text-fg">
          {a.riskProfile.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Section>
    ) : null}
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Contract recommendations">
        {a.contractRecommendations.length === 0 ? (
          <p className="text-[13px] text-muted">None.</p>
        ) : (
          a.contractRecommendations.map((c) => (
            <Details
              key={c.clause}
              summary={
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span className="font-medium">{c.clause}</span>
                  <Badge className="capitalize">{c.priority} priority</Badge>
                </span>
              }
            >
              <p>{c.reason}</p>
              {c.template ? (
                <p className="rounded bg-surface px-2 py-1.5 text-fg">{c.template}</p>
              ) : null}
            </Details>
          ))
        )}
      </Section>
      <Section title="Due diligence">
        {a.dueDiligence.length === 0 ? (
          <p className="text-[13px] text-muted">None.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border text-[13px]">
            {a.dueDiligence.map((d) => (
              <li
                key={`${d.category}-${d.item}`}
                className="flex items-start justify-between gap-3 py-1.5"
              >
                <span className="min-w-0">
                  <span className="text-fg">{d.item}</span>
                  <span className="block text-xs text-muted">
                    {codeToWords(d.category)}
                    {d.evidence ? ` · ${d.evidence}` : ''}
                  </span>
                </span>
                <Badge variant={d.status === 'PENDING' ? 'warning' : 'neutral'}>
                  {d.status === 'PENDING' ? 'Pending' : 'Not applicable'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  </div>
);
