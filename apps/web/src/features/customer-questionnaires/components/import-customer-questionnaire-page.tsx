import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { FileSearch, Upload } from 'lucide-react';
import { INCOMING_FORMAT_LABELS, type IncomingPreview } from '@rampart/contracts';
import { formatNumber } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useImportIncoming, usePreviewIncoming } from '../api/incoming-api.ts';
import { editableLayouts, layoutsToSend, type EditableLayout } from '../lib/sheet-layouts.ts';
import { SheetLayoutCard } from './sheet-layout-card.tsx';

type Source = 'file' | 'text';
const SOURCES = [
  { value: 'file', label: 'Upload a file' },
  { value: 'text', label: 'Paste questions' },
] as const;
const ACCEPT = '.xlsx,.csv,.docx,.txt,.md';

/** Problems that are not about one of the form's own fields (a layout sent back). */
const otherIssues = (error: unknown, own: readonly string[]) =>
  fieldIssues(error).filter((i) => !own.includes(i.field));

/**
 * Imports a questionnaire a customer sent (issue 22 point 2): the file (or pasted questions)
 * is read first and each sheet's columns shown as found; the person corrects them, sees the
 * questions they give, and imports. The file is kept exactly as it came.
 */
export const ImportCustomerQuestionnairePage = () => {
  const navigate = useNavigate();
  const preview = usePreviewIncoming();
  const importing = useImportIncoming();
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [customer, setCustomer] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [shown, setShown] = useState<IncomingPreview | null>(null);
  const [layouts, setLayouts] = useState<EditableLayout[]>([]);
  const [missing, setMissing] = useState<string | undefined>();
  // Only the newest preview is shown: a slower, older answer is dropped.
  const asked = useRef(0);

  const upload = (): File | null =>
    source === 'file'
      ? file
      : text.trim()
        ? new File([text], 'pasted-questions.txt', { type: 'text/plain' })
        : null;

  const reset = () => {
    // An answer still on its way is about what was there before: it is dropped.
    asked.current += 1;
    setShown(null);
    setLayouts([]);
    preview.reset();
    importing.reset();
  };

  const read = (chosen: File | null, sent?: EditableLayout[]) => {
    if (!chosen) {
      setMissing(source === 'file' ? 'Choose the file the customer sent' : 'Paste the questions');
      return;
    }
    setMissing(undefined);
    const ask = ++asked.current;
    preview.mutate(
      { file: chosen, ...(sent ? { layouts: layoutsToSend(sent) } : {}) },
      {
        onSuccess: (answer) => {
          if (ask !== asked.current) return;
          setShown(answer);
          if (!sent) setLayouts(editableLayouts(answer));
        },
      },
    );
  };

  const relayout = (next: EditableLayout) => {
    const all = layouts.map((l) => (l.sheet === next.sheet ? next : l));
    setLayouts(all);
    read(upload(), all);
  };

  const submit = () => {
    const chosen = upload();
    if (!chosen || !shown) return;
    importing.mutate(
      {
        file: chosen,
        ...(shown.format === 'text' ? {} : { layouts: layoutsToSend(layouts) }),
        title,
        customer,
        dueDate,
      },
      {
        onSuccess: (done) => {
          toast({
            title: 'Questionnaire imported',
            description: `${formatNumber(done.questions.length)} questions`,
          });
          void navigate({
            to: '/dashboard/customer-questionnaires/$questionnaireId',
            params: { questionnaireId: done.id },
          });
        },
      },
    );
  };

  const issues = issuesByField([...fieldIssues(preview.error), ...fieldIssues(importing.error)]);
  const fileError = missing ?? issues.file;
  const others = [
    ...otherIssues(preview.error, ['file']),
    ...otherIssues(importing.error, ['file', 'title', 'customer', 'dueDate']),
  ];
  const failure =
    (preview.isError && fieldIssues(preview.error).length === 0 ? preview.error : null) ??
    (importing.isError && fieldIssues(importing.error).length === 0 ? importing.error : null);
  const questionCount = shown?.questionCount ?? 0;
  const crumbs = [
    { label: 'Compliance Hub' },
    { label: 'Customer questionnaires', to: '/dashboard/customer-questionnaires' },
    { label: 'Import' },
  ];

  return (
    <PageShell
      title="Import a customer questionnaire"
      subtitle="An Excel workbook, a CSV file, a Word document with the questions in tables, or questions pasted as text."
      maxWidth="xl"
      breadcrumbs={crumbs}
    >
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader title="The questionnaire" />
          <CardContent>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                // Read again (Enter in a field, or the button) keeps the person's corrections.
                read(upload(), shown && shown.format !== 'text' ? layouts : undefined);
              }}
            >
              <SegmentedControl
                label="Where the questions come from"
                options={SOURCES}
                value={source}
                onChange={(next) => {
                  setSource(next);
                  setMissing(undefined);
                  reset();
                }}
                className="self-start"
              />
              {source === 'file' ? (
                <FileField
                  label="File"
                  accept={ACCEPT}
                  file={file}
                  error={fileError}
                  hint="The file is kept exactly as it came, to fill in and send back."
                  onChange={(next) => {
                    setFile(next);
                    setMissing(undefined);
                    reset();
                  }}
                />
              ) : (
                <Field
                  label="Questions"
                  error={fileError}
                  hint="One question per line or per number (1., 1.2, Q3). Headings such as “## Access control” name the sections below them."
                >
                  {(p) => (
                    <Textarea
                      {...p}
                      rows={10}
                      value={text}
                      onChange={(e) => {
                        setText(e.target.value);
                        if (shown || preview.isPending) reset();
                      }}
                    />
                  )}
                </Field>
              )}
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label="Customer" error={issues.customer}>
                  {(p) => (
                    <Input {...p} value={customer} onChange={(e) => setCustomer(e.target.value)} />
                  )}
                </Field>
                <DateField
                  label="Due date"
                  value={dueDate}
                  onChange={setDueDate}
                  error={issues.dueDate}
                />
                <Field label="Title" hint="The file's name when left empty." error={issues.title}>
                  {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
                </Field>
              </div>
              {failure ? <FormMessage>{errorMessage(failure)}</FormMessage> : null}
              <div>
                <Button type="submit" loading={preview.isPending && !shown}>
                  <FileSearch aria-hidden />
                  {shown ? 'Read again' : 'Read questions'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        {shown ? (
          <section aria-label="What was found" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-fg" role="status">
                {INCOMING_FORMAT_LABELS[shown.format]} ·{' '}
                <strong>
                  {formatNumber(questionCount)} {questionCount === 1 ? 'question' : 'questions'}
                </strong>{' '}
                found
                {shown.format === 'text'
                  ? ''
                  : ` in ${formatNumber(layouts.filter((l) => l.included).length)} of ${formatNumber(layouts.length)} ${layouts.length === 1 ? 'sheet' : 'sheets'}`}
                {preview.isPending ? ' · updating…' : ''}
              </p>
              <Button
                variant="primary"
                disabled={questionCount === 0 || preview.isPending}
                loading={importing.isPending}
                onClick={submit}
              >
                <Upload aria-hidden />
                Import {formatNumber(questionCount)}{' '}
                {questionCount === 1 ? 'question' : 'questions'}
              </Button>
            </div>
            {others.map((issue) => (
              <FormMessage key={`${issue.field}:${issue.message}`}>{issue.message}</FormMessage>
            ))}
            {shown.format === 'text' ? (
              <TextQuestions preview={shown} />
            ) : (
              layouts.map((layout) => {
                const sheet = shown.sheets.find((s) => s.name === layout.sheet);
                return sheet ? (
                  <SheetLayoutCard
                    key={layout.sheet}
                    sheet={sheet}
                    layout={layout}
                    onChange={relayout}
                    disabled={importing.isPending}
                  />
                ) : null;
              })
            )}
          </section>
        ) : null}
      </div>
    </PageShell>
  );
};

const TextQuestions = ({ preview }: { preview: IncomingPreview }) => {
  const sheet = preview.sheets[0];
  if (!sheet || sheet.sampleQuestions.length === 0) return null;
  return (
    <Card>
      <CardHeader title="First questions" />
      <CardContent>
        <ol className="flex flex-col gap-1 text-[13px] text-fg">
          {sheet.sampleQuestions.map((q) => (
            <li key={q.row} className="flex gap-2">
              <span className="shrink-0 text-muted tabular-nums">{q.reference ?? '·'}</span>
              <span className="min-w-0 break-words">
                {q.section ? <span className="text-muted">{q.section} · </span> : null}
                {q.text}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
};
