import { DEFAULT_FAVORITES, FAVORITES_MAX, FAVORITES_SHOWN } from '@rampart/contracts';

export type NavLink = { title: string; path: string; description?: string; badge?: string };
export type NavGroup = { id: string; title: string; collapsible: boolean; links: NavLink[] };

/**
 * The active-link rule (spec §2): an exact match, or a direct child one level below.
 * For /dashboard only an exact match counts.
 */
export const isActiveLink = (linkPath: string, currentPath: string): boolean => {
  const current = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (current === linkPath) return true;
  if (linkPath === '/dashboard') return false;
  if (!current.startsWith(`${linkPath}/`)) return false;
  const rest = current.slice(linkPath.length + 1);
  return rest.length > 0 && !rest.includes('/');
};

/**
 * The one sidebar link to mark for a page: of the links the active-link rule accepts, the most
 * specific (longest path), so /dashboard/risks/heatmap marks Heat Map and not Risks as well.
 * Null when no link matches (a settings page).
 */
export const activeNavPath = (linkPaths: readonly string[], currentPath: string): string | null =>
  linkPaths
    .filter((path) => isActiveLink(path, currentPath))
    .reduce<string | null>(
      (best, path) => (!best || path.length > best.length ? path : best),
      null,
    );

/** Search filters links by title or description, case-insensitively; empty groups are hidden. */
export const filterNavGroups = (groups: readonly NavGroup[], query: string): NavGroup[] => {
  const q = query.trim().toLowerCase();
  if (!q) return groups.map((g) => ({ ...g, links: [...g.links] }));
  return groups
    .map((g) => ({
      ...g,
      links: g.links.filter(
        (l) => l.title.toLowerCase().includes(q) || (l.description ?? '').toLowerCase().includes(q),
      ),
    }))
    .filter((g) => g.links.length > 0);
};

/** Starring adds to the front (most recent first); at most 5 are kept. */
export const toggleFavorite = (favorites: readonly string[], path: string): string[] => {
  if (favorites.includes(path)) return favorites.filter((f) => f !== path);
  return [path, ...favorites].slice(0, FAVORITES_MAX);
};

export const shownFavorites = (favorites: readonly string[]): string[] =>
  favorites.slice(0, FAVORITES_SHOWN);

export const defaultFavorites = (): string[] => [...DEFAULT_FAVORITES];

/** Initials for an avatar: first letters of the first and last words. */
export const initials = (name: string, email = ''): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email[0] ?? '?').toUpperCase();
  const first = words[0]![0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
};

/** Splits a display name into first and last names (spec §3 session user). */
export const splitName = (name: string): { firstName: string; lastName: string } => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
};
