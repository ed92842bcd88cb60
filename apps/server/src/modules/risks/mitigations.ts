import { contributionNote, mappedContribution, type Contribution } from '@rampart/domain';
import { mappedControlEvidence, type Executor, type MappedControlEvidence } from '@rampart/db';

/** A mapped control, what of it counts against the risk at a moment, and why. */
export type Mitigation = MappedControlEvidence & Contribution & { note: string };

/**
 * The mapped controls of the risks as their evidence shows them at `now` (decision 005,
 * "Residual follows the evidence"): the one place that turns evidence into contributions.
 */
export const mitigationsAt = async (
  db: Executor,
  organizationId: string,
  riskIds: string[],
  now: Date,
): Promise<Map<string, Mitigation[]>> => {
  const evidence = await mappedControlEvidence(db, organizationId, riskIds);
  return new Map(
    [...evidence].map(([riskId, list]) => [
      riskId,
      list.map((e) => {
        const c = mappedContribution(e.mapping, e, now);
        return { ...e, ...c, note: contributionNote(c, e) };
      }),
    ]),
  );
};
