import { useState } from 'react';
import type { Control } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useCompleteControlTest } from '../api/complete-control-test.ts';
import { useUploadEvidence } from '../api/upload-evidence.ts';
import { todayInput } from '../../../lib/date-input.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { titleFromFileName } from '../../../lib/files.ts';
import { bandAfterTest, toFraction } from '../lib/effectiveness.ts';
import { RESULT_OPTIONS, type TestResult } from '../lib/labels.ts';
import { EffectivenessBadge } from './effectiveness-badge.tsx';
import { EvidencePicker } from './evidence-picker.tsx';
import { PercentField } from './percent-field.tsx';

const CompleteForm = ({ control, onDone }: { control: Control; onDone: () => void }) => {
  const complete = useCompleteControlTest();
  const upload = useUploadEvidence();
  const [result, setResult] = useState<TestResult>('pass');
  const [percent, setPercent] = useState(control.effectivenessPercent ?? 80);
  const [testedOn, setTestedOn] = useState(todayInput());
  const [notes, setNotes] = useState('');
  const [evidenceIds, setEvidenceIds] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const failure = complete.error ?? upload.error;
  const issues = issuesByField(fieldIssues(failure));

  const submit = async () => {
    complete.reset();
    upload.reset();
    const ids = [...evidenceIds];
    // Upload first; once uploaded the file is selected like any other, so a retry never
    // uploads it twice.
    if (file) {
      const title = titleFromFileName(file.name) || 'Test evidence';
      const saved = await upload
        .mutateAsync({ file, title, controlId: control.id })
        .catch(() => null);
      if (!saved) return;
      ids.push(saved.id);
      setEvidenceIds(ids);
      setFile(null);
    }
    complete.mutate(
      {
        controlId: control.id,
        result,
        effectiveness: toFraction(percent),
        notes: notes.trim() || undefined,
        lastTestDate: testedOn || undefined,
        evidenceIds: ids,
      },
      {
        onSuccess: () => {
          toast({ title: 'Test completed', description: control.title });
          onDone();
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {failure ? (
        <FormMessage>
          {upload.isError ? 'Failed to upload evidence' : 'Failed to complete test'}:{' '}
          {errorMessage(failure)}
        </FormMessage>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">Result</span>
        <SegmentedControl
          label="Result"
          options={RESULT_OPTIONS}
          value={result}
          onChange={setResult}
          className="self-start"
        />
      </div>
      <PercentField
        label="Effectiveness measured"
        value={percent}
        onChange={setPercent}
        hint="How well the control worked in this test."
      />
      <p className="-mt-2 flex items-center gap-2 text-[13px] text-muted" aria-live="polite">
        The control will be rated
        <EffectivenessBadge band={bandAfterTest(toFraction(percent))} percent={percent} />
      </p>
      {issues.effectiveness ? (
        <p className="text-xs text-danger-text">{issues.effectiveness}</p>
      ) : null}
      <DateField
        label="Tested on"
        value={testedOn}
        onChange={setTestedOn}
        error={issues.lastTestDate}
      />
      <Field label="Notes" error={issues.notes}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={10_000}
            placeholder="What was tested, the sample, what was found"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        )}
      </Field>
      <EvidencePicker
        controlId={control.id}
        selected={evidenceIds}
        onSelectedChange={setEvidenceIds}
        file={file}
        onFileChange={setFile}
        error={issues.file ?? issues.evidenceIds}
      />
      <DialogFormFooter pending={complete.isPending || upload.isPending} failed={Boolean(failure)}>
        Complete test
      </DialogFormFooter>
    </form>
  );
};

type Props = { control: Control; open: boolean; onOpenChange: (open: boolean) => void };

/** Records a test result: result, effectiveness (a percentage sent as 0..1), notes, evidence. */
export const CompleteTestDialog = ({ control, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Complete a test"
      description={control.title}
      className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
    >
      <CompleteForm control={control} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
