import { useState } from 'react';
import type { Organization } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRestoreOrganization, useScheduleDeletion } from '../api/organization-deletion.ts';

/**
 * Settings → Organization → Delete (owners only): asks for the name typed again; then the
 * organisation is purged 30 days later, every record and file of it, unless an owner restores
 * it here first.
 */
export const DeleteOrganizationCard = ({ organization }: { organization: Organization }) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const schedule = useScheduleDeletion();
  const restore = useRestoreOrganization();
  const { deletion } = organization;

  const onSchedule = () =>
    schedule.mutate(
      { confirmName: typed },
      {
        onSuccess: (org) => {
          setOpen(false);
          toast({
            title: 'Organization scheduled for deletion',
            description: `Everything is deleted on ${formatDate(org.deletion?.purgeAt)} unless an owner restores it.`,
          });
        },
      },
    );
  const onRestore = () =>
    restore.mutate(undefined, {
      onSuccess: () => toast({ title: 'Organization restored', description: organization.name }),
      onError: (err) =>
        toast({ title: 'Not restored', description: errorMessage(err), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader
        title="Delete organization"
        description="Every record and file of this organization is deleted 30 days after you ask, unless an owner restores it before then. Download what you need first: members keep their own accounts."
      />
      <CardContent>
        {deletion ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-sm text-danger-text">
              Scheduled for deletion on {formatDate(deletion.purgeAt)} (asked on{' '}
              {formatDate(deletion.requestedAt)}).
            </p>
            <div>
              <Button onClick={onRestore} loading={restore.isPending}>
                Restore organization
              </Button>
            </div>
          </div>
        ) : (
          <Button
            variant="danger"
            onClick={() => {
              setTyped('');
              schedule.reset();
              setOpen(true);
            }}
          >
            Delete organization…
          </Button>
        )}
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Delete ${organization.name}?`}
          description="In 30 days every risk, control, test, piece of evidence, document, vendor, questionnaire, report and setting of it is deleted for good. Until then an owner can restore it."
        >
          <Field
            label={`Type “${organization.name}” to confirm`}
            error={schedule.isError ? errorMessage(schedule.error) : undefined}
          >
            {(props) => (
              <Input
                {...props}
                value={typed}
                autoComplete="off"
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={schedule.isPending}
              disabled={typed.trim() !== organization.name}
              onClick={onSchedule}
            >
              Delete organization
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
};
