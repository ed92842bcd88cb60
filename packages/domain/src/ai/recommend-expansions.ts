/**
 * Risk language → control language, for the offline control recommendation. Risk registers
 * describe what goes wrong ("the same person enters and approves payroll changes"); the control
 * library describes what to do ("segregation of duties"). When a rule's pattern is found in a
 * risk's normalised text (lower case, no accents), its `terms` join the full-text query, and its
 * `concept` can explain the match in the rationale. A pattern list means every pattern must be
 * found. Terms are ordinary words; the database stems them like the library's own text.
 * A data table, long by nature: one entry per way risks are described, one file per group of
 * control areas under expansions/.
 */
import type { Expansion } from './expansions/expansion.ts';
import { IDENTITY_AND_DATA } from './expansions/identity-and-data.ts';
import { NETWORK_INCIDENTS_MONITORING } from './expansions/network-incidents-monitoring.ts';
import { VENDORS_GOVERNANCE } from './expansions/vendors-governance.ts';
import { ASSETS_PEOPLE_PHYSICAL } from './expansions/assets-people-physical.ts';
import { OPERATIONS_DEVELOPMENT } from './expansions/operations-development.ts';
import { CONTINUITY_PRIVACY } from './expansions/continuity-privacy.ts';

export type { Expansion } from './expansions/expansion.ts';

/** Every expansion, grouped by control area, in this order (the files under expansions/). */
export const EXPANSIONS: readonly Expansion[] = [
  ...IDENTITY_AND_DATA,
  ...NETWORK_INCIDENTS_MONITORING,
  ...VENDORS_GOVERNANCE,
  ...ASSETS_PEOPLE_PHYSICAL,
  ...OPERATIONS_DEVELOPMENT,
  ...CONTINUITY_PRIVACY,
];
