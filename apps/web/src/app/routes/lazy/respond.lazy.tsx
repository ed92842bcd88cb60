import { createLazyRoute } from '@tanstack/react-router';
import { RespondPage } from '../../../features/questionnaire-requests/components/respond/respond-page.tsx';

const RespondRoute = () => {
  const { token } = Route.useParams();
  return <RespondPage token={token} />;
};

export const Route = createLazyRoute('/respond/$token')({ component: RespondRoute });
