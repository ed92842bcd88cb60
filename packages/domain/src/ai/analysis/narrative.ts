import type { ExecutiveReport } from '@rampart/contracts';

export type ReportFigures = Pick<
  ExecutiveReport,
  'organizationName' | 'risks' | 'controls' | 'compliance'
>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The report's paragraphs, written from templates filled with the figures (offline engine). */
export const executiveNarrative = (f: ReportFigures): ExecutiveReport['narrative'] => {
  const r = f.risks;
  const c = f.controls;
  const severe = r.residual.critical + r.residual.high;
  const overview =
    r.total === 0 && c.total === 0
      ? `${f.organizationName} has no risks or controls in Rampart yet, so there is nothing to report.`
      : `${f.organizationName} tracks ${plural(r.total, 'risk')} (${r.open} open) and ${plural(c.total, 'control')}. After controls, ${plural(severe, 'risk is', 'risks are')} high or critical${r.withoutControls > 0 ? ` and ${plural(r.withoutControls, 'risk has', 'risks have')} no control mapped` : ''}.`;

  const trend =
    r.averageInherentThen !== null && r.averageInherentNow !== null
      ? ` The open risks' average inherent score moved from ${r.averageInherentThen} to ${r.averageInherentNow} over the last 90 days.`
      : '';
  const top = r.top[0];
  const risks =
    r.total === 0
      ? 'The register is empty.'
      : `Inherent levels: ${r.inherent.critical} critical, ${r.inherent.high} high, ${r.inherent.medium} medium, ${r.inherent.low} low; after controls: ${r.residual.critical} critical, ${r.residual.high} high, ${r.residual.medium} medium, ${r.residual.low} low. In the last 90 days ${r.opened} ${r.opened === 1 ? 'risk was' : 'risks were'} opened and ${r.closed} closed.${trend}${top ? ` The highest residual risk is "${top.title}" at ${top.residualScore} of 25.` : ''}`;

  const controls =
    c.total === 0
      ? 'No controls are recorded.'
      : `${c.active} of ${c.total} controls are active. Effectiveness: ${c.bands.high} high, ${c.bands.medium} medium, ${c.bands.low} low, ${c.bands.untested} not yet rated; ${plural(c.ineffective, 'control is', 'controls are')} rated ineffective (below 3 of 5). ${c.testsCompleted === 0 ? 'No tests were completed in the last 90 days' : `${c.testsPassed} of ${c.testsCompleted} tests in the last 90 days passed (${Math.round((c.passRate ?? 0) * 100)}%)`}, and ${plural(c.overdueTests, 'test is', 'tests are')} overdue.`;

  const fws = f.compliance.frameworks;
  const compliance =
    fws.length === 0
      ? 'No compliance framework is tracked.'
      : fws
          .map(
            (fw) =>
              `${fw.name}: ${fw.summary.percentMet}% of applicable requirements met (${fw.summary.notMet} not met, ${fw.summary.partlyMet} partly met)${fw.topGaps[0] ? `; first gap ${fw.topGaps[0].code} ${fw.topGaps[0].title}` : ''}.`,
          )
          .join(' ');
  return { overview, risks, controls, compliance };
};

export type GapFacts = {
  code: string;
  title: string;
  mandatory: boolean;
  status: 'not_met' | 'partly_met';
  reasons: string[];
  controls: { title: string; state: string; gaps: string[] }[];
  libraryControls: {
    id: string;
    name: string;
    importance: string;
    adoptedControlId: string | null;
  }[];
};

/** What would close a gap: fix the controls in place, adopt the library's, or map or declare. */
export const gapNextSteps = (g: GapFacts): string[] => {
  const steps: string[] = [];
  for (const c of g.controls.filter((x) => x.state !== 'effective')) {
    steps.push(`${c.title}: ${c.gaps.length > 0 ? c.gaps.join('; ') : 'make it effective'}.`);
  }
  for (const l of g.libraryControls.filter((x) => x.adoptedControlId === null).slice(0, 3)) {
    steps.push(`Adopt ${l.id} ${l.name} (${l.importance.toLowerCase()}) from the control library.`);
  }
  if (steps.length === 0) {
    steps.push(
      'Map a control that meets this requirement, or declare it not applicable with a reason.',
    );
  }
  return steps;
};

export type GapSummaryFacts = {
  name: string;
  met: number;
  partlyMet: number;
  notMet: number;
  applicable: number;
  percentMet: number;
  gaps: GapFacts[];
};

/** The gap analysis in a few sentences, and the first three gaps to work on. */
export const gapSummary = (f: GapSummaryFacts): { summary: string; priorities: string[] } => {
  const mandatory = f.gaps.filter((g) => g.mandatory).length;
  const summary =
    f.applicable === 0
      ? `${f.name} has no applicable requirements.`
      : f.gaps.length === 0
        ? `${f.name}: all ${f.applicable} applicable requirements are met.`
        : `${f.name}: ${f.met} of ${f.applicable} applicable requirements met (${f.percentMet}%), ${f.partlyMet} partly met and ${f.notMet} not met. ${mandatory} of the ${f.gaps.length} gaps ${mandatory === 1 ? 'is' : 'are'} mandatory; they are listed first.`;
  const priorities = f.gaps
    .slice(0, 3)
    .map((g) => `${g.code} ${g.title}: ${gapNextSteps(g)[0] ?? ''}`.trim());
  return { summary, priorities };
};
