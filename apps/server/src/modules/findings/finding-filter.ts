import { FINDING_DONE_STATUSES, type ListFindingsQuery } from '@rampart/contracts';

/** The list's query as the repository filters it: overdue means due and not yet done. */
export const findingFilter = <Q extends Pick<ListFindingsQuery, 'overdue'>>({
  overdue,
  ...query
}: Q) => ({
  ...query,
  overdue:
    overdue === undefined ? undefined : { value: overdue, doneStatuses: FINDING_DONE_STATUSES },
});
