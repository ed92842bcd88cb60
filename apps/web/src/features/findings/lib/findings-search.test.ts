import { describe, expect, it } from 'vitest';
import {
  FINDING_DONE_STATUSES,
  FINDING_SORT_COLUMNS,
  FINDING_STATUS_VALUES,
  listFindingsQuerySchema,
} from '@rampart/contracts';
import { listQuery } from '../../../lib/search-params.ts';
import {
  chosenStatuses,
  clearFilters,
  FINDING_SORT_VALUES,
  hasFilters,
  OPEN_STATUSES,
  pageCount,
  statusParam,
  toListParams,
  validateFindingsSearch,
  withChange,
} from './findings-search.ts';

describe('findings register search params', () => {
  it("repeats the contract's sort columns, and opens on every status not done", () => {
    expect(FINDING_SORT_VALUES).toEqual(FINDING_SORT_COLUMNS);
    expect(OPEN_STATUSES).toEqual(
      FINDING_STATUS_VALUES.filter(
        (s) => !(FINDING_DONE_STATUSES as readonly string[]).includes(s),
      ),
    );
  });

  it('keeps what the server accepts and drops the rest', () => {
    expect(
      validateFindingsSearch({
        search: '  leavers  ',
        severity: ['high', 'bogus', 'critical', 'high'],
        status: ['open', 'resolved'],
        ownerUserId: 'usr_1',
        overdue: 'true',
        sortBy: 'dueDate',
        sortDirection: 'asc',
        page: '3',
      }),
    ).toEqual({
      search: 'leavers',
      severity: ['high', 'critical'],
      status: ['open', 'resolved'],
      ownerUserId: 'usr_1',
      overdue: true,
      sortBy: 'dueDate',
      sortDirection: 'asc',
      page: 3,
    });
    expect(
      validateFindingsSearch({
        severity: 'extreme',
        status: 'nope',
        ownerUserId: 'x'.repeat(65),
        overdue: 'yes',
        sortBy: 'owner',
        sortDirection: 'sideways',
        page: '-1',
      }),
    ).toEqual({});
  });

  it('leaves defaults out of the URL', () => {
    expect(validateFindingsSearch({ sortBy: 'createdAt', sortDirection: 'desc', page: 1 })).toEqual(
      {},
    );
    // The open statuses are the default; every status has its own short form.
    expect(validateFindingsSearch({ status: ['accepted', 'open', 'in-progress'] }).status).toBe(
      undefined,
    );
    expect(validateFindingsSearch({ status: 'all' }).status).toBe('all');
    expect(validateFindingsSearch({ status: ['all'] }).status).toBe('all');
  });

  it('maps the status menu to the URL and back', () => {
    expect(statusParam([])).toBe('all');
    // Ticking every status keeps them ticked (the menu shows what was picked).
    expect(statusParam([...FINDING_STATUS_VALUES])).toEqual(FINDING_STATUS_VALUES);
    expect(statusParam(['closed', 'open'])).toEqual(['open', 'closed']);
    expect(statusParam([...OPEN_STATUSES])).toBeUndefined();
    expect(chosenStatuses({})).toEqual(OPEN_STATUSES);
    expect(chosenStatuses({ status: 'all' })).toEqual([]);
    expect(chosenStatuses({ status: ['resolved'] })).toEqual(['resolved']);
  });

  it('asks the server for the open findings by default, and for every status on request', () => {
    const base = toListParams({});
    expect(base).toEqual({
      status: ['open', 'in-progress', 'accepted'],
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(toListParams({ status: 'all', page: 4 })).toEqual({
      status: undefined,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    // What the page sends is what the API reads.
    const params = toListParams({ severity: ['critical'], overdue: true, sortBy: 'severity' });
    const url = new URLSearchParams(listQuery(params));
    // As the server reads a query string: a repeated key is a list, a single one a value.
    const query = Object.fromEntries(
      [...new Set(url.keys())].map((k) => {
        const all = url.getAll(k);
        return [k, all.length === 1 ? all[0] : all];
      }),
    );
    expect(listFindingsQuerySchema.parse(query)).toMatchObject({
      severity: ['critical'],
      status: ['open', 'in-progress', 'accepted'],
      overdue: true,
      sortBy: 'severity',
      sortDirection: 'desc',
    });
  });

  it('counts anything but the default view as filtered; clearing keeps the sort', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ sortBy: 'title', page: 2 })).toBe(false);
    expect(hasFilters({ status: 'all' })).toBe(true);
    expect(hasFilters({ overdue: true })).toBe(true);
    expect(hasFilters({ ownerUserId: 'usr_1' })).toBe(true);
    expect(
      clearFilters({ severity: ['low'], status: 'all', sortBy: 'title', sortDirection: 'asc' }),
    ).toEqual({ sortBy: 'title', sortDirection: 'asc' });
    expect(withChange({ page: 3, search: 'a' }, { search: 'b' })).toEqual({
      page: undefined,
      search: 'b',
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(101)).toBe(3);
  });
});
