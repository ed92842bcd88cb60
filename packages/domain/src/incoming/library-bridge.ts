// Where a customer's question and one of the organisation's own controls meet through the
// control library (issue 22 point 3). A team writes "Entitlement recertification"; a customer asks
// "Are user access rights reviewed at least quarterly?". They share few words, but both point
// at the library's "Quarterly user access reviews", whose words and expansions the offline
// engine knows. A question and a control meet as strongly as the weaker of the two pointers at
// the library control they share.

/** A library control one text points at, and how strongly (the offline engine's 0..1 score). */
export type LibraryPointer = { libraryControlId: string; score: number };

/** How many library controls a control's own words are taken to point at. */
export const BRIDGE_CONTROL_POINTERS = 5;

/**
 * How strongly a question and a control meet through the library controls both point at, 0..1:
 * the best shared library control, scored by the weaker of the two pointers at it.
 */
export const libraryBridge = (
  question: readonly LibraryPointer[],
  control: readonly LibraryPointer[],
): number => {
  const asked = new Map(question.map((p) => [p.libraryControlId, p.score]));
  let best = 0;
  for (const p of control.slice(0, BRIDGE_CONTROL_POINTERS)) {
    const q = asked.get(p.libraryControlId);
    if (q !== undefined) best = Math.max(best, Math.min(q, p.score));
  }
  return best;
};
