import { editingLabel, type Person } from '../../lib/collab/presence.ts';

/** "Ada is editing", in the colour of the first of them, on the question or section they are in. */
export const EditingMarker = ({ people }: { people: readonly Person[] }) => {
  if (people.length === 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-0.5 text-xs text-muted">
      <span className="flex -space-x-1" aria-hidden>
        {people.slice(0, 3).map((p) => (
          <span
            key={p.userId}
            className="size-2 rounded-full ring-1 ring-surface"
            style={{ backgroundColor: p.color }}
          />
        ))}
      </span>
      {editingLabel(people)}
    </span>
  );
};
