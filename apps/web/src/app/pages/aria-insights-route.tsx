import { AriaInsightsPage } from '../../features/aria-insights/components/aria-insights-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** ARIA Insights /dashboard/aria/insights, for roles that may use the AI (ai:use). */
export const AriaInsightsRoute = () => (
  <RouteGuard permissions={['ai:use']}>
    <AriaInsightsPage />
  </RouteGuard>
);
