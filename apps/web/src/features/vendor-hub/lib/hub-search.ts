import { PROBO_TABS, type ProboTab } from '@rampart/contracts';

/**
 * The hub's state in the URL (/probo?tab=…&job=…): which tab, and the extraction being followed,
 * so a reload resumes it. Read by the route table, which loads with the first page: constants
 * only, no zod (decision 008).
 */
export type HubSearch = { tab?: ProboTab; job?: string };

/** A job id is a short server token; anything longer cannot be one. */
const MAX_JOB_ID = 64;

const isTab = (value: unknown): value is ProboTab =>
  typeof value === 'string' && (PROBO_TABS as readonly string[]).includes(value);

export const validateHubSearch = (raw: Record<string, unknown>): HubSearch => {
  const job = typeof raw.job === 'string' ? raw.job.trim() : '';
  return {
    tab: isTab(raw.tab) ? raw.tab : undefined,
    job: job !== '' && job.length <= MAX_JOB_ID ? job : undefined,
  };
};

export const HUB_TAB_LABELS: Record<ProboTab, string> = {
  'vendor-assessment': 'Vendor assessment',
  'controls-library': 'Controls library',
  'soc2-assessment': 'SOC 2 assessment',
  dashboard: 'Dashboard',
};

/**
 * Another tab: the other tab's own filters go (the library's search), the extraction being
 * followed stays, so coming back to the assessment finds it still there.
 */
export const switchHubTab = (prev: HubSearch, tab: ProboTab): HubSearch => ({
  tab,
  job: prev.job,
});
