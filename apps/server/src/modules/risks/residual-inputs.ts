import type { MappedControl } from '@rampart/domain';
import type { Mitigation } from './mitigations.ts';

/** The inputs of residualRisk: each control's type and what of it counts. */
export const residualInputs = (list: readonly Mitigation[] | undefined): MappedControl[] =>
  (list ?? []).map((m) => ({ type: m.type, effectiveness: m.contribution }));
