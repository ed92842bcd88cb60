import { PAGE_ACCESS } from '@rampart/domain';
import { HeatmapPage } from '../../features/heatmap/components/heatmap-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** Risk Heatmap /dashboard/risks/heatmap. */
export const RiskHeatmapRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/risks/heatmap']}>
    <HeatmapPage />
  </RouteGuard>
);
