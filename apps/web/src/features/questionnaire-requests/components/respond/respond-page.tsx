import { useEffect, useMemo, useState } from 'react';
import { Save, Send, ShieldHalf } from 'lucide-react';
import type { AnswerValueBody, ResponseView } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../../lib/api-client.ts';
import { useAddNote } from '../../api/add-note.ts';
import { useSaveAnswers } from '../../api/save-answers.ts';
import { useSubmitResponse } from '../../api/submit-response.ts';
import { useUploadAnswerFile } from '../../api/upload-answer-file.ts';
import { useResponse } from '../../api/get-response.ts';
import {
  changedAnswers,
  progressOf,
  shownIds,
  structureOf,
  type AnswerMap,
} from '../../lib/answers.ts';
import { ProgressBar } from '../progress-bar.tsx';
import { QuestionCard } from './question-card.tsx';
import { RespondLoading, RespondRefused } from './respond-states.tsx';

/** Problems by question id from a refusal naming `answers.<id>`. */
const byQuestion = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    fieldIssues(error)
      .filter((i) => i.field.startsWith('answers.'))
      .map((i) => [i.field.slice('answers.'.length), i.message]),
  );

const StatusNote = ({ view }: { view: ResponseView }) => {
  const org = view.organizationName;
  if (view.status === 'submitted') {
    return (
      <FormMessage tone="info">
        Thank you: your answers were submitted on {formatDate(view.submittedAt)}. {org} is reviewing
        them and may ask you to clarify some.
      </FormMessage>
    );
  }
  if (view.status === 'accepted') {
    return (
      <FormMessage tone="info">{org} accepted your answers. Nothing more is needed.</FormMessage>
    );
  }
  if (view.status === 'clarification_requested') {
    const asked = view.sections
      .flatMap((s) => s.questions)
      .filter((q) => q.review.status === 'clarification_requested').length;
    return (
      <FormMessage tone="info">
        {org} asked you to clarify {asked} answer{asked === 1 ? '' : 's'}. Change{' '}
        {asked === 1 ? 'it' : 'them'} or add a comment, then submit again.
      </FormMessage>
    );
  }
  return null;
};

const Form = ({ token, view }: { token: string; view: ResponseView }) => {
  const save = useSaveAnswers();
  const upload = useUploadAnswerFile();
  const note = useAddNote();
  const submit = useSubmitResponse();
  const [draft, setDraft] = useState<AnswerMap | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const answers = draft ?? (view.answers as AnswerMap);
  const structure = useMemo(() => structureOf(view.sections), [view.sections]);
  const shown = shownIds(structure, answers);
  const progress = progressOf(structure, answers);
  const changes = changedAnswers(view.answers as AnswerMap, answers);
  const dirty = Object.keys(changes).length > 0;
  const closed = view.status === 'submitted' || view.status === 'accepted';
  const busy = save.isPending || submit.isPending;

  // Leaving with unsaved answers asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (id: string, value: AnswerValueBody) => {
    setDraft({ ...answers, [id]: value });
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };
  const refused = (title: string) => (err: unknown) => {
    const problems = byQuestion(err);
    setErrors(problems);
    const count = Object.keys(problems).length;
    setFailure(
      count > 0
        ? `${errorMessage(err)}. See the question${count === 1 ? '' : 's'} marked below.`
        : `${title}: ${errorMessage(err)}`,
    );
  };
  const onSave = () => {
    setFailure(null);
    save.mutate(
      { token, answers: changes },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          toast({ title: 'Answers saved', description: 'You can come back to this link later.' });
        },
        onError: refused('Could not save'),
      },
    );
  };
  const onSubmit = async () => {
    setFailure(null);
    try {
      if (dirty) await save.mutateAsync({ token, answers: changes });
      setDraft(null);
      await submit.mutateAsync({ token });
      setErrors({});
      toast({
        title: 'Answers submitted',
        description: `${view.organizationName} will review them.`,
      });
      window.scrollTo({ top: 0 });
    } catch (err) {
      refused('Could not submit')(err);
    }
  };

  let number = 0;
  return (
    <>
      <div className="flex flex-col gap-3">
        <StatusNote view={view} />
        <ProgressBar
          label="Required questions answered"
          answered={progress.answered}
          required={progress.required}
          percent={progress.percent}
        />
        {failure ? <FormMessage>{failure}</FormMessage> : null}
      </div>
      {view.sections.map((section) => {
        const questions = section.questions.filter((q) => shown.has(q.id));
        if (questions.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-8">
            <h2 id={`section-${section.id}`} className="text-lg font-semibold text-fg">
              {section.title}
            </h2>
            {section.description ? (
              <p className="mt-1 text-sm text-muted">{section.description}</p>
            ) : null}
            <ol className="mt-2">
              {questions.map((q) => (
                <QuestionCard
                  key={q.id}
                  question={q}
                  number={++number}
                  value={answers[q.id]}
                  onChange={(v) => change(q.id, v)}
                  error={errors[q.id]}
                  locked={closed}
                  organizationName={view.organizationName}
                  uploading={upload.isPending && upload.variables?.questionId === q.id}
                  onUpload={(file) =>
                    upload.mutate(
                      { token, questionId: q.id, file },
                      {
                        onSuccess: (next) => {
                          // The file is saved with its answer; other unsaved answers stay.
                          setDraft((d) => (d ? { ...d, [q.id]: next.answers[q.id] ?? null } : d));
                          toast({ title: 'File uploaded', description: file.name });
                        },
                        onError: (err) =>
                          toast({
                            title: 'Upload failed',
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                  canComment={view.status !== 'accepted'}
                  noting={note.isPending && note.variables?.questionId === q.id}
                  onNote={(text, done) =>
                    note.mutate(
                      { token, questionId: q.id, text },
                      {
                        onSuccess: () => {
                          done();
                          toast({ title: 'Comment added' });
                        },
                        onError: (err) =>
                          toast({
                            title: 'Comment not added',
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                />
              ))}
            </ol>
          </section>
        );
      })}
      {closed ? null : (
        <div className="sticky bottom-0 -mx-4 mt-6 flex gap-3 border-t border-border bg-elevated/95 px-4 py-3 backdrop-blur">
          <Button
            className="h-11 flex-1 text-base sm:text-sm"
            disabled={!dirty || busy}
            loading={save.isPending && !submit.isPending}
            onClick={onSave}
          >
            {save.isPending ? null : <Save aria-hidden />}
            Save
          </Button>
          <Button
            variant="primary"
            className="h-11 flex-1 text-base sm:text-sm"
            loading={submit.isPending}
            disabled={busy}
            onClick={() => void onSubmit()}
          >
            {submit.isPending ? null : <Send aria-hidden />}
            {view.status === 'clarification_requested' ? 'Submit again' : 'Submit'}
          </Button>
        </div>
      )}
    </>
  );
};

/**
 * The recipient's page, outside the app's shell: no account, readable on a phone. They answer,
 * save to come back, comment, upload files and submit; a clarification asked by the team
 * reopens the questions it is about.
 */
export const RespondPage = ({ token }: { token: string }) => {
  const response = useResponse(token);
  if (response.isPending) return <RespondLoading />;
  if (response.isError) {
    return (
      <RespondRefused
        error={response.error}
        retry={() => void response.refetch()}
        retrying={response.isFetching}
      />
    );
  }
  const view = response.data;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 pt-6 sm:pt-10">
      <p className="flex items-center gap-2 text-sm text-muted">
        <ShieldHalf className="size-4 text-accent-text" aria-hidden />
        Sent by {view.organizationName} with Rampart
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-fg">
        {view.questionnaireTitle}
      </h1>
      {view.questionnaireDescription ? (
        <p className="mt-2 text-sm text-muted">{view.questionnaireDescription}</p>
      ) : null}
      {view.message ? (
        <blockquote className="mt-4 border-l-2 border-accent pl-3 text-sm break-words whitespace-pre-wrap text-fg">
          {view.message}
        </blockquote>
      ) : null}
      <p className="mt-3 text-xs text-muted">
        Questions marked * need an answer. Save to come back later with the same link, which works
        until {formatDate(view.expiresAt)}.
      </p>
      <div className="mt-5 pb-6">
        <Form token={token} view={view} />
      </div>
    </main>
  );
};
