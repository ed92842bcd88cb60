import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import {
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  COMMON_CERTIFICATIONS,
  type Certification,
  type CertificationStanding,
  type CertificationStatus,
} from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import {
  useCertifications,
  useDeleteCertification,
  useSaveCertification,
} from '../api/certifications.ts';

const STANDING: Record<CertificationStanding, string> = {
  held: 'Held',
  'not-held': 'Not held',
  'not-yet-issued': 'Not issued yet',
  expired: 'Expired',
  'report-too-old': 'Report over a year old',
};

type Draft = {
  name: string;
  status: CertificationStatus;
  issuer: string;
  number: string;
  scope: string;
  issuedOn: string;
  expiresOn: string;
  periodStart: string;
  periodEnd: string;
};
const EMPTY: Draft = {
  name: '',
  status: 'held',
  issuer: '',
  number: '',
  scope: '',
  issuedOn: '',
  expiresOn: '',
  periodStart: '',
  periodEnd: '',
};
const draftOf = (c: Certification): Draft => ({
  name: c.name,
  status: c.status,
  issuer: c.issuer,
  number: c.number,
  scope: c.scope,
  issuedOn: c.issuedOn ?? '',
  expiresOn: c.expiresOn ?? '',
  periodStart: c.periodStart ?? '',
  periodEnd: c.periodEnd ?? '',
});

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

const CertificationForm = ({
  certification,
  onDone,
}: {
  certification: Certification | null;
  onDone: () => void;
}) => {
  const save = useSaveCertification();
  const [draft, setDraft] = useState<Draft>(certification ? draftOf(certification) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const day = (v: string) => (v === '' ? null : v);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setErrors({ name: 'Name the certification' });
      return;
    }
    setErrors({});
    save.mutate(
      {
        id: certification?.id ?? null,
        body: {
          name: draft.name.trim(),
          status: draft.status,
          issuer: draft.issuer.trim(),
          number: draft.number.trim(),
          scope: draft.scope.trim(),
          issuedOn: day(draft.issuedOn),
          expiresOn: day(draft.expiresOn),
          periodStart: day(draft.periodStart),
          periodEnd: day(draft.periodEnd),
        },
      },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Certification saved',
            description: `${saved.name}: ${STANDING[saved.standing]}`,
          });
          onDone();
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.length > 0)
            setErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])));
          else
            toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      aria-label={certification ? `Edit ${certification.name}` : 'New certification'}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(p) => (
            <>
              <Input
                {...p}
                list="common-certifications"
                value={draft.name}
                maxLength={120}
                onChange={(e) => set({ name: e.target.value })}
              />
              <datalist id="common-certifications">
                {COMMON_CERTIFICATIONS.map((n) => (
                  <option key={n} value={n} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as CertificationStatus })}
            >
              {CERTIFICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CERTIFICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Issuer" hint="The certification body or audit firm." error={errors.issuer}>
          {(p) => (
            <Input
              {...p}
              value={draft.issuer}
              maxLength={200}
              onChange={(e) => set({ issuer: e.target.value })}
            />
          )}
        </Field>
        <Field label="Certificate or report number" error={errors.number}>
          {(p) => (
            <Input
              {...p}
              value={draft.number}
              maxLength={120}
              onChange={(e) => set({ number: e.target.value })}
            />
          )}
        </Field>
        <DateField
          label="Issued on"
          value={draft.issuedOn}
          onChange={(v) => set({ issuedOn: v })}
          error={errors.issuedOn}
        />
        <DateField
          label="Expires on"
          value={draft.expiresOn}
          onChange={(v) => set({ expiresOn: v })}
          error={errors.expiresOn}
        />
        <DateField
          label="Report period from"
          hint="For an attestation report (SOC 2 Type II)."
          value={draft.periodStart}
          onChange={(v) => set({ periodStart: v })}
          error={errors.periodStart}
        />
        <DateField
          label="Report period to"
          hint="Without an expiry, a report counts for a year after its period."
          value={draft.periodEnd}
          onChange={(v) => set({ periodEnd: v })}
          error={errors.periodEnd}
        />
      </div>
      <Field label="Scope" error={errors.scope}>
        {(p) => (
          <Input
            {...p}
            value={draft.scope}
            maxLength={2000}
            onChange={(e) => set({ scope: e.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={save.isPending}>
          Save certification
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
