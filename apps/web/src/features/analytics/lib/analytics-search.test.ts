import { describe, expect, it } from 'vitest';
import { trendQuery, validateAnalyticsSearch } from './analytics-search.ts';

describe('analytics search', () => {
  it('keeps what the API accepts and drops the rest', () => {
    expect(
      validateAnalyticsSearch({
        period: 'custom',
        from: '2026-01-01',
        to: 'soon',
        category: ['TECHNOLOGY', 'NOPE'],
        owner: 'usr_1',
        basis: 'residual',
      }),
    ).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: undefined,
      category: ['TECHNOLOGY'],
      owner: 'usr_1',
      framework: undefined,
      basis: 'residual',
    });
    expect(validateAnalyticsSearch({ period: '90d', from: '2026-01-01' })).toMatchObject({
      period: undefined,
      from: undefined,
    });
  });

  it('builds the chart query, waiting for both dates of a custom period', () => {
    expect(trendQuery({})).toBe('?period=90d');
    expect(trendQuery({ period: 'custom', from: '2026-01-01' })).toBeNull();
    expect(
      trendQuery({
        period: 'custom',
        from: '2026-01-01',
        to: '2026-02-01',
        category: ['FINANCIAL'],
        owner: 'u',
      }),
    ).toBe('?period=custom&from=2026-01-01&to=2026-02-01&category=FINANCIAL&ownerUserId=u');
  });
});
