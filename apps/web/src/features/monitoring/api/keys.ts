/**
 * Cache keys of the monitoring lists. They sit under the prefixes the risks and controls features
 * invalidate after a change (['risks'], ['controls']), so a completed test or a new review date
 * refreshes them without those features knowing this one.
 */
export const MONITORING_KEYS = {
  reviews: ['risks', 'monitoring', 'reviews-due'] as const,
  overdueTests: ['controls', 'monitoring', 'overdue-tests'] as const,
  upcomingTests: ['controls', 'monitoring', 'upcoming-tests'] as const,
};
