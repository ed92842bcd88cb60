/** Rows are fetched by offset in pages of this size (the API's limit, spec §9). */
export const RISK_PAGE_SIZE = 200;

export const pageOf = (index: number, pageSize: number): number =>
  Math.floor(Math.max(0, index) / pageSize);

export const pageCount = (total: number, pageSize: number): number =>
  Math.ceil(Math.max(0, total) / pageSize);

/**
 * The pages that hold rows start..end (inclusive), plus `around` pages on each side, within
 * 0..last. Page 0 is always included: it carries the total and the first screen.
 */
export const pagesForRange = ({
  start,
  end,
  total,
  pageSize,
  around = 0,
}: {
  start: number;
  end: number;
  total: number;
  pageSize: number;
  around?: number;
}): number[] => {
  const last = Math.max(0, pageCount(total, pageSize) - 1);
  const from = Math.max(0, Math.min(last, pageOf(Math.min(start, end), pageSize) - around));
  const to = Math.max(0, Math.min(last, pageOf(Math.max(start, end), pageSize) + around));
  const pages = new Set([0]);
  for (let p = from; p <= to; p += 1) pages.add(p);
  return [...pages].sort((a, b) => a - b);
};

/** The row at an index, if its page is loaded. */
export const rowAt = <T>(
  pages: ReadonlyMap<number, readonly T[]>,
  index: number,
  pageSize: number,
): T | undefined => pages.get(pageOf(index, pageSize))?.[index % pageSize];
