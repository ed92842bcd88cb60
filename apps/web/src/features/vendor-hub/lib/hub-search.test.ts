import { describe, expect, it } from 'vitest';
import { PROBO_TABS } from '@rampart/contracts';
import { switchHubTab, validateHubSearch } from './hub-search.ts';

describe('validateHubSearch', () => {
  it.each(PROBO_TABS)('keeps the tab %s', (tab) => {
    expect(validateHubSearch({ tab }).tab).toBe(tab);
  });

  it('drops an unknown, differently cased or non-string tab', () => {
    expect(validateHubSearch({ tab: 'settings' }).tab).toBeUndefined();
    expect(validateHubSearch({ tab: 'Dashboard' }).tab).toBeUndefined();
    expect(validateHubSearch({ tab: ['dashboard'] }).tab).toBeUndefined();
  });

  it('keeps a job id trimmed, up to 64 characters', () => {
    expect(validateHubSearch({ job: ' abc123 ' }).job).toBe('abc123');
    expect(validateHubSearch({ job: 'j'.repeat(64) }).job).toHaveLength(64);
    expect(validateHubSearch({ job: 'j'.repeat(65) }).job).toBeUndefined();
    expect(validateHubSearch({ job: '  ' }).job).toBeUndefined();
    expect(validateHubSearch({ job: 42 }).job).toBeUndefined();
  });
});

describe('switchHubTab', () => {
  it('keeps the followed job and drops the other tab’s filters', () => {
    const prev = { tab: 'controls-library' as const, job: 'j1', q: 'backup' };
    expect(switchHubTab(prev, 'dashboard')).toEqual({ tab: 'dashboard', job: 'j1' });
  });
});
