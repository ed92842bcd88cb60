import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { GAP_KIND_LABELS, type GapKind, type IncomingQuestionWithAnswer } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import type { RaisedGap, useRaiseGap } from '../api/incoming-api.ts';
import { questionName } from '../lib/question-name.ts';

// Underlined: it sits in a line of text, and colour alone does not tell it apart.
const LINK = 'text-accent-text underline underline-offset-2';

const RAISED: Record<GapKind, string> = {
  risk: 'Risk created',
  finding: 'Finding raised',
  control: 'Control to build created',
};

const BECAME: Record<GapKind, string> = {
  risk: 'a risk',
  finding: 'a finding',
  control: 'a control to build',
};

const failure = (error: unknown) => {
  if (error instanceof ApiError && error.status === 409)
    return 'This gap was already turned into a record.';
  return fieldIssues(error).find((i) => i.field === 'kind')?.message ?? errorMessage(error);
};

/** "Turn into…": the gap of an answer becomes a risk, a finding or a control to build. */
export const GapMenu = ({
  question: q,
  kinds,
  raise,
  onRaised,
}: {
  question: IncomingQuestionWithAnswer;
  /** The records this person may create (at least one). */
  kinds: readonly GapKind[];
  /** Held by the row: the menu is gone once the gap is recorded, the toast still to show. */
  raise: ReturnType<typeof useRaiseGap>;
  onRaised: () => void;
}) => (
  <DropdownMenu>
    <DropdownMenuTrigger asChild>
      <Button size="sm" variant="ghost" loading={raise.isPending}>
        Turn into…
        <ChevronDown aria-hidden />
      </Button>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="start">
      <DropdownMenuLabel>Track this gap as</DropdownMenuLabel>
      {kinds.map((kind) => (
        <DropdownMenuItem
          key={kind}
          onSelect={() =>
            raise.mutate(
              { questionId: q.id, kind },
              {
                onSuccess: () => {
                  toast({ title: RAISED[kind], description: questionName(q) });
                  onRaised();
                },
                onError: (err) =>
                  toast({
                    title: 'The gap was not recorded',
                    description: failure(err),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {GAP_KIND_LABELS[kind]}
        </DropdownMenuItem>
      ))}
    </DropdownMenuContent>
  </DropdownMenu>
);

const RecordLink = ({ gap }: { gap: RaisedGap }) => {
  switch (gap.kind) {
    case 'risk':
      return (
        <Link to="/dashboard/risks/$riskId" params={{ riskId: gap.id }} className={LINK}>
          Open the risk
        </Link>
      );
    case 'control':
      return (
        <Link to="/dashboard/controls/$controlId" params={{ controlId: gap.id }} className={LINK}>
          Open the control
        </Link>
      );
    // Findings open in their register (newest first), which has no page per finding.
    case 'finding':
      return (
        <Link to="/dashboard/findings" className={LINK}>
          Open the findings
        </Link>
      );
  }
};

/** The record a gap became, with a link to it when this person can open it. */
export const GapRecord = ({ gap, canOpen }: { gap: RaisedGap; canOpen: boolean }) => (
  <span>
    Turned into {BECAME[gap.kind]}
    {canOpen ? (
      <>
        {' · '}
        <RecordLink gap={gap} />
      </>
    ) : null}
  </span>
);
