import type { Insight, InsightPriority, InsightType } from '@rampart/contracts';
import { INEFFECTIVE_RATING_BELOW, isIneffectiveRating } from '../../risk/effectiveness.ts';
import { aiConfidence } from '../confidence.ts';

/** Spec §9: the insights read the last 365 days of history, at most 50 items of it. */
export const INSIGHT_HISTORY = { days: 365, maxItems: 50 } as const;
/** Pass rates below these make a test insight medium or high priority. */
export const PASS_RATE_CONCERN = { high: 0.6, medium: 0.8 } as const;

export type HistoryItem = {
  riskId: string;
  title: string;
  kind: 'opened' | 'closed' | 'score-up' | 'score-down';
  at: string;
  from: number | null;
  to: number | null;
};

export type InsightFacts = {
  risks: {
    total: number;
    open: number;
    /** Open risks whose residual level is high or critical and no control is mapped. */
    uncovered: { id: string; title: string; residualScore: number }[];
  };
  history: { from: string; items: HistoryItem[]; opened: number; closed: number };
  controls: {
    total: number;
    active: number;
    bands: { high: number; medium: number; low: number; untested: number };
    /** Rated below 3 of 5 (effectiveness × 5). */
    ineffective: { id: string; title: string; rating: number }[];
    overdueTests: number;
  };
  tests: { completed: number; passed: number; failed: number };
  frameworks: {
    id: string;
    name: string;
    met: number;
    partlyMet: number;
    notMet: number;
    applicable: number;
    percentMet: number;
    mandatoryGaps: number;
    topGap: { code: string; title: string } | null;
  }[];
};

/** A 1..5 rating from a 0..1 effectiveness, one decimal. */
export const effectivenessRating = (effectiveness: number): number =>
  Math.round(effectiveness * 5 * 10) / 10;
/** Spec §9: a rating below 3 counts as ineffective (judged on the unrounded rating). */
export const isIneffective = (effectiveness: number) => isIneffectiveRating(effectiveness * 5);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pct = (v: number) => `${Math.round(v * 100)}%`;
const list = (names: string[], max = 3) =>
  names.length <= max
    ? names.join(', ')
    : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

const ORDER: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };
const TYPE_ORDER: Record<InsightType, number> = {
  RISK_TREND: 0,
  CONTROL_EFFECTIVENESS: 1,
  COMPLIANCE_STATUS: 2,
};

type Draft = Omit<Insight, 'confidence'> & { dataPoints: number };

const riskInsights = (f: InsightFacts): Draft[] => {
  const out: Draft[] = [];
  const h = f.history;
  const ups = h.items.filter((i) => i.kind === 'score-up');
  const downs = h.items.filter((i) => i.kind === 'score-down');
  if (h.opened + h.closed + ups.length + downs.length > 0) {
    const net = h.opened - h.closed;
    out.push({
      id: 'risk-trend:opened-closed',
      type: 'RISK_TREND',
      title: `${plural(h.opened, 'risk')} opened, ${h.closed} closed in the last 365 days`,
      description: `The register ${net > 0 ? `grew by ${net}` : net < 0 ? `shrank by ${-net}` : 'kept its size'} over the year; ${plural(f.risks.open, 'risk is', 'risks are')} open now. ${ups.length + downs.length === 0 ? 'No risk was rescored.' : `${plural(ups.length, 'risk was', 'risks were')} rescored upwards and ${downs.length} downwards.`}`,
      data: {
        opened: h.opened,
        closed: h.closed,
        net,
        open: f.risks.open,
        scoreIncreases: ups.length,
        scoreDecreases: downs.length,
        items: h.items,
      },
      actionable: net > 0,
      priority: net > 0 ? 'medium' : 'low',
      link: '/dashboard/risks',
      dataPoints: h.items.length,
    });
  }
  if (ups.length > 0) {
    const titles = [...new Set(ups.map((u) => u.title))];
    out.push({
      id: 'risk-trend:score-increases',
      type: 'RISK_TREND',
      title: `${plural(titles.length, 'risk')} rose in score`,
      description: `${list(titles)} ${titles.length === 1 ? 'was' : 'were'} reassessed upwards in the last 365 days; check that their controls still match the exposure.`,
      data: {
        risks: ups.map(({ riskId, title, from, to, at }) => ({ riskId, title, from, to, at })),
      },
      actionable: true,
      priority: ups.some((u) => (u.to ?? 0) > 12) ? 'high' : 'medium',
      link: '/dashboard/risks',
      dataPoints: ups.length,
    });
  }
  if (f.risks.uncovered.length > 0) {
    const u = f.risks.uncovered;
    out.push({
      id: 'risk-trend:uncovered',
      type: 'RISK_TREND',
      title: `${plural(u.length, 'high or critical risk has', 'high or critical risks have')} no controls`,
      description: `${list(u.map((r) => `${r.title} (${r.residualScore})`))}: no control is mapped, so nothing reduces ${u.length === 1 ? 'it' : 'them'}. Map existing controls or adopt one from the library.`,
      data: { risks: u.slice(0, 20), count: u.length },
      actionable: true,
      priority: 'high',
      link: '/dashboard/risks',
      dataPoints: f.risks.total,
    });
  }
  return out;
};

const controlInsights = (f: InsightFacts): Draft[] => {
  const out: Draft[] = [];
  const c = f.controls;
  const t = f.tests;
  if (c.total === 0) return out;
  if (t.completed === 0) {
    out.push({
      id: 'control-effectiveness:no-tests',
      type: 'CONTROL_EFFECTIVENESS',
      title: 'No control tests in the last 365 days',
      description: `${plural(c.total, 'control is', 'controls are')} in the register, but none was tested in the last year, so their effectiveness is not known. Schedule tests for the key controls.`,
      data: { controls: c.total, active: c.active, testsCompleted: 0 },
      actionable: true,
      priority: 'medium',
      link: '/dashboard/risks/monitoring',
      dataPoints: 0,
    });
  } else {
    const rate = t.passed / t.completed;
    out.push({
      id: 'control-effectiveness:pass-rate',
      type: 'CONTROL_EFFECTIVENESS',
      title: `${pct(rate)} of control tests passed`,
      description: `Of the ${plural(t.completed, 'test')} completed in the last 365 days, ${t.passed} passed and ${t.failed} failed. Effectiveness bands now: ${c.bands.high} high, ${c.bands.medium} medium, ${c.bands.low} low, ${c.bands.untested} not yet rated.`,
      data: { ...t, passRate: Math.round(rate * 1000) / 1000, bands: c.bands },
      actionable: rate < PASS_RATE_CONCERN.medium,
      priority:
        rate < PASS_RATE_CONCERN.high ? 'high' : rate < PASS_RATE_CONCERN.medium ? 'medium' : 'low',
      link: '/dashboard/controls',
      dataPoints: t.completed,
    });
  }
  if (c.ineffective.length > 0) {
    out.push({
      id: 'control-effectiveness:ineffective',
      type: 'CONTROL_EFFECTIVENESS',
      title: `${plural(c.ineffective.length, 'control is', 'controls are')} ineffective`,
      description: `${list(c.ineffective.map((x) => `${x.title} (${x.rating} of 5)`))}: rated below ${INEFFECTIVE_RATING_BELOW} of 5. The risks they are mapped to are less reduced than they seem; fix or replace them.`,
      data: { controls: c.ineffective.slice(0, 20), count: c.ineffective.length },
      actionable: true,
      priority: 'high',
      link: '/dashboard/controls',
      dataPoints: c.ineffective.length,
    });
  }
  if (c.overdueTests > 0) {
    out.push({
      id: 'control-effectiveness:overdue-tests',
      type: 'CONTROL_EFFECTIVENESS',
      title: `${plural(c.overdueTests, 'control test is', 'control tests are')} overdue`,
      description: `Tests past their date leave the controls' effectiveness unconfirmed. Complete or reschedule them on Risk Monitoring.`,
      data: { overdueTests: c.overdueTests },
      actionable: true,
      priority: c.overdueTests >= 5 ? 'high' : 'medium',
      link: '/dashboard/risks/monitoring',
      dataPoints: c.overdueTests,
    });
  }
  return out;
};

const complianceInsights = (f: InsightFacts): Draft[] => {
  if (f.frameworks.length === 0) {
    if (f.controls.total === 0) return [];
    return [
      {
        id: 'compliance-status:none-tracked',
        type: 'COMPLIANCE_STATUS',
        title: 'No framework is tracked',
        description:
          'Compliance status is computed per tracked framework. Track the frameworks you report against on Framework Status.',
        data: { tracked: 0 },
        actionable: true,
        priority: 'low',
        link: '/dashboard/compliance',
        dataPoints: 0,
      },
    ];
  }
  return f.frameworks.map((fw) => {
    const gaps = fw.notMet + fw.partlyMet;
    return {
      id: `compliance-status:${fw.id}`,
      type: 'COMPLIANCE_STATUS' as const,
      title: `${fw.name}: ${fw.percentMet}% of applicable requirements met`,
      description:
        gaps === 0
          ? `All ${fw.applicable} applicable requirements are met.`
          : `${fw.met} of ${fw.applicable} met, ${fw.partlyMet} partly met and ${fw.notMet} not met; ${fw.mandatoryGaps} of the gaps are mandatory.${fw.topGap ? ` First gap: ${fw.topGap.code} ${fw.topGap.title}.` : ''}`,
      data: { frameworkId: fw.id, ...fw },
      actionable: gaps > 0,
      priority: (fw.mandatoryGaps > 0 ? 'high' : gaps > 0 ? 'medium' : 'low') as InsightPriority,
      link: `/dashboard/compliance/gaps?frameworkId=${encodeURIComponent(fw.id)}`,
      dataPoints: fw.applicable,
    };
  });
};

/**
 * ARIA's insights from the organisation's figures, never invented: a figure that is not there
 * gives no insight, and an organisation with nothing to read gets one "not enough data" insight.
 * Ordered by priority, then type.
 */
export const buildInsights = (
  f: InsightFacts,
  engine: 'offline' | 'openai' | 'anthropic' = 'offline',
): Insight[] => {
  const drafts = [...riskInsights(f), ...controlInsights(f), ...complianceInsights(f)];
  if (drafts.length === 0) {
    drafts.push({
      id: 'risk-trend:not-enough-data',
      type: 'RISK_TREND',
      title: 'Not enough data for insights yet',
      description:
        f.risks.total === 0 && f.controls.total === 0
          ? 'The register has no risks and no controls, and no framework is tracked. Insights are computed from them: add risks and controls, then come back.'
          : 'Nothing changed in the last 365 days and there is nothing to flag yet.',
      data: { risks: f.risks.total, controls: f.controls.total, frameworks: f.frameworks.length },
      actionable: f.risks.total === 0,
      priority: 'low',
      link: f.risks.total === 0 ? '/dashboard/risks' : null,
      dataPoints: 0,
    });
  }
  return drafts
    .map(({ dataPoints, ...d }) => ({ ...d, confidence: aiConfidence({ engine, dataPoints }) }))
    .sort(
      (a, b) => ORDER[a.priority] - ORDER[b.priority] || TYPE_ORDER[a.type] - TYPE_ORDER[b.type],
    );
};
