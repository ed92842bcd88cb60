import { createLazyRoute } from '@tanstack/react-router';
import { VendorDetailRoute } from '../../pages/vendor-detail-route.tsx';

const VendorDetailRouteComponent = () => {
  const { vendorId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VendorDetailRoute
      vendorId={vendorId}
      tab={tab ?? 'overview'}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true })
      }
    />
  );
};

export const Route = createLazyRoute('/dashboard/vendors/$vendorId')({
  component: VendorDetailRouteComponent,
});
