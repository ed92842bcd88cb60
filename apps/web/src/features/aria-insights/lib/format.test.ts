import { describe, expect, it } from 'vitest';
import { groupInsights } from './format.ts';

describe('groupInsights', () => {
  it('orders the groups by type and leaves out empty ones', () => {
    const groups = groupInsights([
      { id: 'c', type: 'COMPLIANCE_STATUS' as const },
      { id: 'r', type: 'RISK_TREND' as const },
      { id: 'r2', type: 'RISK_TREND' as const },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Risk trends', ['r', 'r2']],
      ['Compliance status', ['c']],
    ]);
  });
});
