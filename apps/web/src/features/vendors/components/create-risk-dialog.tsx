import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFindingToRisk } from '../api/finding-to-risk.ts';
import type { VendorFinding } from '../api/get-vendor-findings.ts';

type Props = {
  finding: VendorFinding | null;
  vendorId: string;
  /** The vendor's owner, the risk's owner unless another is chosen. */
  defaultOwnerUserId: string | null;
  onOpenChange: (open: boolean) => void;
};

const TITLE_MAX = 200;

const CreateRiskForm = ({
  finding,
  vendorId,
  defaultOwnerUserId,
}: Omit<Props, 'onOpenChange'> & { finding: VendorFinding }) => {
  const toRisk = useFindingToRisk();
  const [title, setTitle] = useState(finding.title.slice(0, TITLE_MAX));
  const [owner, setOwner] = useState(defaultOwnerUserId ?? '');
  const [missing, setMissing] = useState<string | undefined>();

  if (toRisk.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success-text/25 bg-success-subtle px-3 py-2 text-sm text-success-text"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          The finding is now a risk in the register.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
          <Link
            to="/dashboard/risks/$riskId"
            params={{ riskId: toRisk.data.riskId }}
            className={buttonClasses('primary')}
          >
            Open the risk
          </Link>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const text = title.trim();
        setMissing(text ? undefined : 'Title is required');
        if (!text) return;
        toRisk.mutate(
          { findingId: finding.id, vendorId, title: text, ownerUserId: owner || null },
          { onSuccess: () => toast({ title: 'Risk created', description: text }) },
        );
      }}
    >
      {toRisk.isError ? (
        <FormMessage>Failed to create risk: {errorMessage(toRisk.error)}</FormMessage>
      ) : null}
      <Field label="Risk title" error={missing}>
        {(p) => (
          <Input
            {...p}
            maxLength={TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label="Risk owner">
        {(p) => (
          <MemberSelect
            {...p}
            noneLabel="Unassigned"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter pending={toRisk.isPending}>Create risk</DialogFormFooter>
    </form>
  );
};

/** Turns a vendor finding into a risk of the register, linked both ways. */
export const CreateRiskDialog = ({ finding, onOpenChange, ...props }: Props) => (
  <Dialog open={finding !== null} onOpenChange={onOpenChange}>
    <DialogContent
      title="Create a risk from this finding"
      description="The risk is added to the register with the finding’s severity; the finding links to it."
      className="w-[min(520px,calc(100vw-2rem))]"
    >
      {finding ? <CreateRiskForm key={finding.id} finding={finding} {...props} /> : null}
    </DialogContent>
  </Dialog>
);
