import type { RiskRow } from '@rampart/db';

/** Columns a risk file carries. `computed` ones are written on export and ignored on import. */
export const RISK_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'likelihood',
  'impact',
  'status',
  'owner',
  'ownerEmail',
  'reviewCadence',
  'frameworks',
  'dateIdentified',
  'lastAssessed',
  'nextReview',
  'riskScore',
  'riskLevel',
  'residualScore',
  'residualLevel',
] as const;
export const COMPUTED_RISK_COLUMNS = new Set([
  'riskScore',
  'riskLevel',
  'residualScore',
  'residualLevel',
]);

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export const riskToCells = (r: RiskRow, ownerEmail: string): string[] => [
  r.id,
  r.title,
  r.description,
  r.category,
  String(r.likelihood),
  String(r.impact),
  r.status,
  r.owner ?? '',
  ownerEmail,
  r.reviewCadence,
  r.frameworks.join(';'),
  iso(r.dateIdentified),
  iso(r.lastAssessed),
  iso(r.nextReview),
  String(r.riskScore),
  r.riskLevel,
  String(r.residualScore),
  r.residualLevel,
];
