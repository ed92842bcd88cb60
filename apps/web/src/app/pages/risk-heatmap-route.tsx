import { HeatmapPage } from '../../features/heatmap/components/heatmap-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** Risk Heatmap /dashboard/risks/heatmap. */
export const RiskHeatmapRoute = () => (
  <RouteGuard permissions={['risks:read']}>
    <HeatmapPage />
  </RouteGuard>
);
