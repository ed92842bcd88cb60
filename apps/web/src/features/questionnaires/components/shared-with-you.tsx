import { InvitationsCard } from './invitations-card.tsx';
import { MyAssignmentsCard } from './my-assignments-card.tsx';

/**
 * Above the list: invitations to answer and the person's own assignments (issue 12 point 4).
 * Each block shows only when it has something; neither holds the list up.
 */
export const SharedWithYou = () => (
  // `empty:hidden`: with nothing to show, no gap is left above the list.
  <div className="mb-6 flex flex-col gap-4 empty:hidden">
    <InvitationsCard />
    <MyAssignmentsCard />
  </div>
);
