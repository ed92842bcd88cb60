import { useId, useState } from 'react';
import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { ImportForm } from '../../../components/ui/import-form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { sheetAccept } from '../../../lib/import-errors.ts';
import { useImportQuestionnaire } from '../api/import-questionnaire.ts';

const QuestionnaireImportForm = () => {
  const importer = useImportQuestionnaire();
  const titleId = useId();
  const [title, setTitle] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={titleId}>Title (optional)</Label>
        <Input
          id={titleId}
          value={title}
          autoComplete="off"
          disabled={importer.isPending}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <ImportForm
        importer={importer}
        send={(file) => importer.mutate({ file, title })}
        accept={sheetAccept(['csv', 'xlsx'])}
        rules="Use the columns of a questionnaire export: one line per question, in order. Every line is checked first: if any is wrong, nothing is imported."
        summary={(q, fileName) => (
          <>
            Imported {fileName} as <strong>{q.title}</strong>:{' '}
            <strong className="tabular-nums">{q.sectionCount}</strong> sections,{' '}
            <strong className="tabular-nums">{q.questionCount}</strong> questions, as a draft.
          </>
        )}
      />
    </div>
  );
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export const ImportQuestionnaireDialog = (props: Props) => (
  <ImportDialog
    {...props}
    title="Import questionnaire"
    description="A CSV or Excel (.xlsx) file, such as one exported from this list. It becomes a new draft."
  >
    <QuestionnaireImportForm />
  </ImportDialog>
);
