import { useState } from 'react';
import type { AssessmentRequirement, AssessmentResult } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useRecordResult } from '../api/record-result.ts';
import { RESULT_OPTIONS } from '../lib/labels.ts';
import { EvidenceLinks, FindingLinks, type Linked } from './link-picker.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { ResultBadge } from './status-badges.tsx';
import { SuggestedPanel } from './suggested-panel.tsx';

type FormProps = { assessmentId: string; requirement: AssessmentRequirement; onDone: () => void };

const ResultForm = ({ assessmentId, requirement: r, onDone }: FormProps) => {
  const record = useRecordResult();
  const [result, setResult] = useState<AssessmentResult>(r.result);
  const me = useSessionUser();
  // With nobody recorded yet, the person filling the form is the assessor unless they say otherwise.
  const [assessor, setAssessor] = useState(r.assessor?.id ?? me?.id ?? '');
  const [notes, setNotes] = useState(r.notes);
  const [evidence, setEvidence] = useState<Linked[]>(r.evidence);
  const [findings, setFindings] = useState<Linked[]>(r.findings);
  const [error, setError] = useState<string | null>(null);
  const issues = fieldIssues(record.error);
  const issue = (prefix: string) => issues.find((i) => i.field.split('.')[0] === prefix)?.message;

  const save = () => {
    setError(null);
    record.mutate(
      {
        assessmentId,
        requirementId: r.id,
        input: {
          result,
          assessorUserId: assessor || null,
          notes,
          evidenceIds: evidence.map((e) => e.id),
          findingIds: findings.map((f) => f.id),
        },
      },
      {
        onSuccess: (saved) => {
          toast({ title: 'Result recorded', description: `${saved.code} · ${saved.title}` });
          onDone();
        },
        onError: (err) => setError(`Failed to record the result: ${errorMessage(err)}`),
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Result" error={issue('result')}>
          {(p) => (
            <Select
              {...p}
              autoFocus
              value={result}
              onChange={(e) => setResult(e.target.value as AssessmentResult)}
            >
              {RESULT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Assessor"
          error={issue('assessorUserId')}
          hint="Who examined the requirement."
        >
          {(p) => (
            <MemberSelect
              {...p}
              noneLabel="Nobody"
              value={assessor}
              onChange={(e) => setAssessor(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Notes" error={issue('notes')} hint="What was examined and what was seen.">
        {(p) => (
          <Textarea {...p} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </Field>
      <EvidenceLinks selected={evidence} onChange={setEvidence} />
      {issue('evidenceIds') ? (
        <p className="text-xs text-danger-text">{issue('evidenceIds')}</p>
      ) : null}
      <FindingLinks selected={findings} onChange={setFindings} />
      {issue('findingIds') ? (
        <p className="text-xs text-danger-text">{issue('findingIds')}</p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={record.isPending}>
          {error ? 'Try again' : 'Save result'}
        </Button>
      </DialogFooter>
    </form>
  );
};

/** A frozen (or read-only) result: what was recorded, and by whom. */
const ResultRecord = ({ requirement: r }: { requirement: AssessmentRequirement }) => (
  <div className="flex flex-col gap-3 text-[13px]">
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
      <dt className="text-muted">Result</dt>
      <dd>
        <ResultBadge result={r.result} />
      </dd>
      <dt className="text-muted">Assessor</dt>
      <dd className="text-fg">{r.assessor?.name ?? '—'}</dd>
      <dt className="text-muted">Recorded</dt>
      <dd className="text-fg tabular-nums">{r.updatedAt ? formatDateTime(r.updatedAt) : '—'}</dd>
      <dt className="text-muted">Notes</dt>
      <dd className="whitespace-pre-wrap text-fg">{r.notes || '—'}</dd>
      <dt className="text-muted">Evidence</dt>
      <dd className="text-fg">{r.evidence.map((e) => e.title).join('; ') || '—'}</dd>
      <dt className="text-muted">Findings</dt>
      <dd className="text-fg">{r.findings.map((f) => f.title).join('; ') || '—'}</dd>
    </dl>
    <DialogFooter>
      <DialogClose asChild>
        <Button>Close</Button>
      </DialogClose>
    </DialogFooter>
  </div>
);

type Props = {
  assessmentId: string;
  /** The requirement to show; null closes the dialog. */
  requirement: AssessmentRequirement | null;
  editable: boolean;
  frozen: boolean;
  onClose: () => void;
};

/** One requirement: its text, what the controls suggest, and the result (edited or shown). */
export const ResultDialog = ({ assessmentId, requirement, editable, frozen, onClose }: Props) => (
  <Dialog open={requirement !== null} onOpenChange={(open) => !open && onClose()}>
    {requirement ? (
      <DialogContent
        title={`${requirement.code} · ${requirement.title}`}
        description={requirement.description || undefined}
        className="max-h-[calc(100vh-2rem)] w-[min(720px,calc(100vw-2rem))] overflow-y-auto"
      >
        <div className="flex flex-col gap-4">
          <SuggestedPanel requirement={requirement} frozen={frozen} />
          {editable ? (
            <ResultForm
              key={requirement.id}
              assessmentId={assessmentId}
              requirement={requirement}
              onDone={onClose}
            />
          ) : (
            <ResultRecord requirement={requirement} />
          )}
        </div>
      </DialogContent>
    ) : null}
  </Dialog>
);
