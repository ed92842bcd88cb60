import type { FocusEvent } from 'react';
import type { Editing } from '../../../../lib/collab/presence.ts';

/**
 * Focus handlers for a question or section: focusing any of its fields tells the others this
 * person is editing it; leaving it for somewhere outside clears that.
 */
export const focusPresence = (
  setEditing: (editing: Editing) => void,
  editing: NonNullable<Editing>,
) => ({
  onFocus: () => setEditing(editing),
  onBlur: (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setEditing(null);
  },
});
