import type { RiskCategory } from '@rampart/domain';

/**
 * One risk as a risk team would write it, with the library controls that genuinely address it.
 * The evaluation counts a recommendation list as a hit when it holds any of `addressedBy`.
 */
export type EvalRisk = {
  title: string;
  description: string;
  category: RiskCategory;
  /** Library control ids (LIB-XX-NNN) that address the risk. */
  addressedBy: string[];
};
