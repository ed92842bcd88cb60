import type { QuestionnaireRequest } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { REQUEST_STATUS_VARIANTS, requestStatusLabel } from '../lib/labels.ts';

/** Where a request stands, and whether its link has run out. */
export const RequestStatusBadge = ({
  request,
}: {
  request: Pick<QuestionnaireRequest, 'status' | 'expired'>;
}) => (
  <span className="inline-flex flex-wrap gap-1">
    <Badge variant={REQUEST_STATUS_VARIANTS[request.status]}>
      {requestStatusLabel(request.status)}
    </Badge>
    {request.expired && request.status !== 'revoked' && request.status !== 'accepted' ? (
      <Badge variant="danger">Link expired</Badge>
    ) : null}
  </span>
);
