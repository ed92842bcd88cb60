import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Certification } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCertifications, useDeleteCertification } from '../api/certifications.ts';
import { CertificationForm, STANDING } from './certification-form.tsx';

/**
 * Framework Status → Certifications and attestations (issue 22 point 1): what the organisation
 * holds, and whether each counts as held today (status held and in date), which is all that
 * questionnaire answers and the trust centre may claim.
 */
export const CertificationsCard = () => {
  const list = useCertifications();
  const remove = useDeleteCertification();
  const [editing, setEditing] = useState<Certification | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const manage = list.data?.abilities.manage ?? false;

  return (
    <Card>
      <CardHeader
        title="Certifications and attestations"
        description="What your organization holds. One counts as held only while its status is held and its dates are valid."
        actions={
          manage && editing === null ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              Add a certification
            </Button>
          ) : undefined
        }
      />
      {list.isPending ? (
        <SkeletonRows rows={2} label="Loading certifications" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.items.length > 0 ? (
            <ul
              aria-label="Certifications"
              className="divide-y divide-border border-b border-border"
            >
              {list.data.items.map((c) => (
                <li key={c.id} className="flex items-start gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
                      <span className="break-words">{c.name}</span>
                      <Badge variant={c.held ? 'success' : 'neutral'}>{STANDING[c.standing]}</Badge>
                    </p>
                    <p className="text-xs break-words text-muted">
                      {[c.issuer, c.number].filter(Boolean).join(' · ') || 'No issuer recorded'}
                      {c.validUntil ? ` · valid until ${formatDate(c.validUntil)}` : ''}
                    </p>
                    {c.scope ? <p className="text-xs break-words text-muted">{c.scope}</p> : null}
                    {c.evidence ? (
                      <p className="text-xs break-words text-muted">
                        Evidence: <span className="text-fg">{c.evidence.title}</span>
                      </p>
                    ) : null}
                  </div>
                  {manage ? (
                    <div className="flex items-center gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Edit ${c.name}`}
                        title="Edit"
                        onClick={() => setEditing(c)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Delete ${c.name}`}
                        title="Delete"
                        onClick={() => setDeleting(c)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : editing === null ? (
            <CardContent>
              <p className="text-[13px] text-muted">
                None recorded yet.{manage ? ' Add the certifications and reports you hold.' : ''}
              </p>
            </CardContent>
          ) : null}
          {editing !== null ? (
            <CardContent>
              <CertificationForm
                key={editing === 'new' ? 'new' : editing.id}
                certification={editing === 'new' ? null : editing}
                onDone={() => setEditing(null)}
              />
            </CardContent>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.name ?? 'this certification'}?`}
        description="Nothing will claim it any more."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Certification deleted', description: deleting.name });
              setDeleting(null);
            },
            onError: (error) =>
              toast({
                title: 'Not deleted',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          });
        }}
      />
    </Card>
  );
};
