import {
  COLLABORATOR_STATUSES,
  type CollabPresence,
  type CollaboratorStatus,
} from '@rampart/contracts';

/** The six series colours of the theme (styles.css), readable in light and dark. */
const SERIES_COLOURS = 6;

/** A person's colour from their id: the same in every browser, from the theme's series scale. */
export const presenceColor = (userId: string): string => {
  let hash = 0;
  for (let i = 0; i < userId.length; i += 1) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return `var(--series-${(hash % SERIES_COLOURS) + 1})`;
};

export type Editing = CollabPresence['editing'];

/** One person on the document, however many tabs they have open. */
export type Person = {
  userId: string;
  name: string;
  color: string;
  /** What they are editing in any of their tabs. */
  editing: Editing;
  status: CollaboratorStatus;
  self: boolean;
};

const readEditing = (value: unknown): Editing => {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id } = value as Record<string, unknown>;
  return (type === 'question' || type === 'section') && typeof id === 'string'
    ? { type, id }
    : null;
};

/**
 * The people in awareness, one entry per user: the viewing count and the avatars. Any client
 * can write its awareness state, so entries of the wrong shape are skipped and the colour is
 * worked out here from the id rather than taken from the state.
 */
export const peopleFrom = (
  states: ReadonlyMap<number, Record<string, unknown>>,
  myClientId: number,
): Person[] => {
  const byUser = new Map<string, Person>();
  for (const [clientId, state] of states) {
    const { userId, name, status } = state as Partial<Record<keyof CollabPresence, unknown>>;
    if (typeof userId !== 'string' || userId === '') continue;
    const editing = readEditing(state.editing);
    const known = byUser.get(userId);
    if (known) {
      known.editing ??= editing;
      known.self ||= clientId === myClientId;
      continue;
    }
    byUser.set(userId, {
      userId,
      name: typeof name === 'string' && name.trim() ? name.trim() : 'Someone',
      color: presenceColor(userId),
      editing,
      status: (COLLABORATOR_STATUSES as readonly unknown[]).includes(status)
        ? (status as CollaboratorStatus)
        : 'online',
      self: clientId === myClientId,
    });
  }
  // Yourself first, then the others by name, so the avatars do not reshuffle as people move.
  return [...byUser.values()].sort(
    (a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name, 'en'),
  );
};

/** The other people editing this section or question. */
export const editorsOf = (
  people: readonly Person[],
  type: 'question' | 'section',
  id: string,
): Person[] => people.filter((p) => !p.self && p.editing?.type === type && p.editing.id === id);

/** "Ada is editing", "Ada and Lin are editing", "Ada, Lin and 2 others are editing". */
export const editingLabel = (people: readonly Person[]): string => {
  const names = people.map((p) => p.name);
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is editing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are editing`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} other${names.length === 3 ? '' : 's'} are editing`;
};
