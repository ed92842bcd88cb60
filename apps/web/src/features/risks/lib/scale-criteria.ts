/**
 * What each point of the 1..5 scales means, so different assessors score alike. Likelihood is
 * judged over the next 12 months; impact by the worst of its financial, operational, regulatory
 * and reputational effects.
 */
export type Criterion = {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  summary: string;
  detail: string;
};

export const LIKELIHOOD_CRITERIA: readonly Criterion[] = [
  {
    value: 1,
    label: 'Very Low',
    summary: 'Not expected in the next 5 years',
    detail: 'Has not happened here or at peers; would need several unlikely failures at once.',
  },
  {
    value: 2,
    label: 'Low',
    summary: 'Could happen once in 2 to 5 years',
    detail: 'Has happened at peers, or once here long ago; controls make it uncommon.',
  },
  {
    value: 3,
    label: 'Medium',
    summary: 'Likely once in 1 to 2 years',
    detail: 'Has happened here before, or near misses are seen from time to time.',
  },
  {
    value: 4,
    label: 'High',
    summary: 'Expected within the next 12 months',
    detail: 'Happens at least yearly here; known weaknesses make it easy to occur.',
  },
  {
    value: 5,
    label: 'Very High',
    summary: 'Expected several times a year, or under way',
    detail: 'Occurs regularly or is happening now; little stands in its way.',
  },
];

export const IMPACT_CRITERIA: readonly Criterion[] = [
  {
    value: 1,
    label: 'Very Low',
    summary: 'Negligible effect, absorbed in daily work',
    detail:
      'Loss under $10k; no service disruption customers notice; no regulatory interest; no external attention.',
  },
  {
    value: 2,
    label: 'Low',
    summary: 'Minor effect, handled by the team',
    detail:
      'Loss of $10k–$100k; a non-critical service degraded for hours; a minor reportable lapse; a few complaints.',
  },
  {
    value: 3,
    label: 'Medium',
    summary: 'Noticeable effect that needs management attention',
    detail:
      'Loss of $100k–$1M; a key service down up to a day; a regulator inquiry or finding; local media or customer escalation.',
  },
  {
    value: 4,
    label: 'High',
    summary: 'Serious harm to the business',
    detail:
      'Loss of $1M–$10M; critical services down for days; a formal investigation or fine; national media, lost customers.',
  },
  {
    value: 5,
    label: 'Very High',
    summary: 'Severe harm that threatens objectives',
    detail:
      'Loss over $10M; operations halted for a week or more; licence at risk or major penalties; lasting loss of trust.',
  },
];
