import { useState } from 'react';
import {
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  COMMON_CERTIFICATIONS,
  type Certification,
  type CertificationStanding,
  type CertificationStatus,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { Choice } from '../../../components/ui/choice-list.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { EvidenceChoice } from '../../../components/ui/evidence-choice.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useSaveCertification } from '../api/certifications.ts';

export const STANDING: Record<CertificationStanding, string> = {
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
  evidence: Choice | null;
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
  evidence: null,
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
  evidence: c.evidence,
});

/** Adds a certification, or edits one. */
export const CertificationForm = ({
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
          evidenceId: draft.evidence?.id ?? null,
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
      <EvidenceChoice
        legend="Certificate or report"
        hint="The evidence file that shows it: the certificate, or the auditor's report."
        value={draft.evidence}
        onChange={(evidence) => set({ evidence })}
        error={errors.evidenceId}
      />
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
