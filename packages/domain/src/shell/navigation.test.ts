import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterNavGroups,
  initials,
  activeNavPath,
  isActiveLink,
  shownFavorites,
  splitName,
  toggleFavorite,
} from './navigation.ts';

describe('active link (spec §2)', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/risks', false],
    ['/dashboard/risks', '/dashboard/risks', true],
    ['/dashboard/risks', '/dashboard/risks/', true],
    ['/dashboard/risks', '/dashboard/risks/r_1', true],
    ['/dashboard/risks', '/dashboard/risks/r_1/edit', false],
    ['/dashboard/risks', '/dashboard/risksx', false],
  ])('%s on %s -> %s', (link, current, expected) => {
    expect(isActiveLink(link, current)).toBe(expected);
  });
});

describe('one active sidebar link', () => {
  const links = [
    '/dashboard',
    '/dashboard/risks',
    '/dashboard/risks/heatmap',
    '/dashboard/risks/monitoring',
    '/dashboard/compliance',
    '/dashboard/compliance/gaps',
  ];
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/risks', '/dashboard/risks'],
    ['/dashboard/risks/r_1', '/dashboard/risks'],
    ['/dashboard/risks/heatmap', '/dashboard/risks/heatmap'],
    ['/dashboard/risks/heatmap/', '/dashboard/risks/heatmap'],
    ['/dashboard/risks/monitoring', '/dashboard/risks/monitoring'],
    ['/dashboard/compliance/gaps', '/dashboard/compliance/gaps'],
    ['/dashboard/settings/profile', null],
  ])('%s marks %s', (current, expected) => {
    expect(activeNavPath(links, current)).toBe(expected);
  });
});

describe('feature search', () => {
  const groups = [
    {
      id: 'o',
      title: 'Overview',
      collapsible: false,
      links: [{ title: 'Dashboard', path: '/dashboard' }],
    },
    {
      id: 'r',
      title: 'Risk Operations',
      collapsible: true,
      links: [
        { title: 'Spreadsheets', path: '/dashboard/spreadsheets', description: 'RCSA matrices' },
      ],
    },
  ];
  it('matches title or description, case-insensitively, hiding empty groups', () => {
    expect(filterNavGroups(groups, 'rcsa').map((g) => g.id)).toEqual(['r']);
    expect(filterNavGroups(groups, 'DASH').map((g) => g.id)).toEqual(['o']);
    expect(filterNavGroups(groups, '  ')).toHaveLength(2);
    expect(filterNavGroups(groups, 'zzz')).toEqual([]);
  });
});

describe('favorites', () => {
  it('keeps at most 5 and shows 3', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g')), (paths) => {
        const favs = paths.reduce<string[]>((f, p) => toggleFavorite(f, p), []);
        expect(favs.length).toBeLessThanOrEqual(5);
        expect(new Set(favs).size).toBe(favs.length);
        expect(shownFavorites(favs).length).toBeLessThanOrEqual(3);
      }),
    );
  });
  it('starring twice removes', () => {
    expect(toggleFavorite(toggleFavorite(['/a'], '/b'), '/b')).toEqual(['/a']);
  });
});

describe('names', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Grace Brewster Hopper', 'GH'],
    ['cher', 'C'],
    ['', 'X'],
  ])('initials of %j', (name, expected) => {
    expect(initials(name, 'x@example.com')).toBe(expected);
  });
  it('splits first and last names', () => {
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });
});
