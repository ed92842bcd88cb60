import {
  QUESTIONNAIRE_REQUEST_STATUS_LABELS,
  type QuestionnaireRequestStatus,
  type RequestItemStatus,
} from '@rampart/contracts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const REQUEST_STATUS_VARIANTS: Record<QuestionnaireRequestStatus, BadgeVariant> = {
  sent: 'neutral',
  in_progress: 'accent',
  submitted: 'warning',
  clarification_requested: 'warning',
  accepted: 'success',
  revoked: 'danger',
};

export const requestStatusLabel = (status: QuestionnaireRequestStatus) =>
  QUESTIONNAIRE_REQUEST_STATUS_LABELS[status];

export const ITEM_STATUS_LABELS: Record<RequestItemStatus, string> = {
  open: 'To review',
  accepted: 'Accepted',
  clarification_requested: 'Clarification asked',
};

export const ITEM_STATUS_VARIANTS: Record<RequestItemStatus, BadgeVariant> = {
  open: 'neutral',
  accepted: 'success',
  clarification_requested: 'warning',
};
