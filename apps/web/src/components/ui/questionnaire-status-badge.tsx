import { Archive, CircleCheck, PencilLine } from 'lucide-react';
import { QUESTIONNAIRE_STATUS_LABELS, type QuestionnaireStatus } from '@rampart/contracts';
import { Badge, type BadgeVariant } from './badge.tsx';

// A label and an icon go with every colour (never colour alone).
const STYLES: Record<QuestionnaireStatus, { variant: BadgeVariant; Icon: typeof Archive }> = {
  draft: { variant: 'neutral', Icon: PencilLine },
  published: { variant: 'success', Icon: CircleCheck },
  archived: { variant: 'warning', Icon: Archive },
};

export const QuestionnaireStatusBadge = ({ status }: { status: QuestionnaireStatus }) => {
  const { variant, Icon } = STYLES[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {QUESTIONNAIRE_STATUS_LABELS[status]}
    </Badge>
  );
};
