import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pagesForRange, rowAt } from './page-window.ts';

describe('page window', () => {
  it('maps indexes to pages at the edges', () => {
    expect(pageOf(0, 200)).toBe(0);
    expect(pageOf(199, 200)).toBe(0);
    expect(pageOf(200, 200)).toBe(1);
    expect(pageCount(0, 200)).toBe(0);
    expect(pageCount(200, 200)).toBe(1);
    expect(pageCount(201, 200)).toBe(2);
  });

  it('covers the visible rows, the pages around them and page 0', () => {
    expect(pagesForRange({ start: 0, end: 30, total: 100_000, pageSize: 200 })).toEqual([0]);
    expect(pagesForRange({ start: 390, end: 420, total: 100_000, pageSize: 200 })).toEqual([
      0, 1, 2,
    ]);
    expect(
      pagesForRange({ start: 50_000, end: 50_030, total: 100_000, pageSize: 200, around: 1 }),
    ).toEqual([0, 249, 250, 251]);
  });

  it('never asks for pages past the end, nor for none', () => {
    expect(
      pagesForRange({ start: 99_990, end: 100_020, total: 100_000, pageSize: 200, around: 2 }),
    ).toEqual([0, 497, 498, 499]);
    expect(pagesForRange({ start: 0, end: 0, total: 0, pageSize: 200, around: 3 })).toEqual([0]);
  });

  it('always includes the pages of every visible row, within range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.nat(),
        fc.nat({ max: 60 }),
        fc.nat({ max: 3 }),
        (total, a, span, around) => {
          const start = a % total;
          const end = Math.min(total - 1, start + span);
          const pages = pagesForRange({ start, end, total, pageSize: 200, around });
          for (let i = start; i <= end; i += 1) expect(pages).toContain(pageOf(i, 200));
          expect(Math.max(...pages)).toBeLessThan(pageCount(total, 200));
          expect(Math.min(...pages)).toBe(0);
        },
      ),
    );
  });

  it('finds a loaded row and nothing where the page is missing', () => {
    const pages = new Map([[1, ['a', 'b']]]);
    expect(rowAt(pages, 201, 200)).toBe('b');
    expect(rowAt(pages, 5, 200)).toBeUndefined();
  });
});
