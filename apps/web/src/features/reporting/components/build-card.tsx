import { CopyPlus, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ReportDefinition } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useSaveDefinition } from '../api/save-definition.ts';
import { specFromForm, specIssues, type ReportForm } from '../lib/report-form.ts';
import { ReportFilters } from './report-filters.tsx';
import { SectionChecklist } from './section-checklist.tsx';

type Props = {
  form: ReportForm;
  onChange: (update: (prev: ReportForm) => ReportForm) => void;
  /** Problems per field: the server's, from saving or previewing. */
  errors: Record<string, string>;
  onErrors: (errors: Record<string, string>) => void;
  /** The saved report being edited. */
  definition: ReportDefinition | undefined;
  dirty: boolean;
  canWrite: boolean;
  onSaved: (definition: ReportDefinition) => void;
};

/** The Build column: title, sections in order, period and filters, and saving. */
export const BuildCard = ({
  form,
  onChange,
  errors,
  onErrors,
  definition,
  dirty,
  canWrite,
  onSaved,
}: Props) => {
  const save = useSaveDefinition();
  const set = <K extends keyof ReportForm>(key: K, value: ReportForm[K]) => {
    onChange((f) => ({ ...f, [key]: value }));
    if (errors[key])
      onErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key)));
  };
  const mayUpdate = definition ? definition.abilities.update : canWrite;
  // Which of the two buttons is saving: "Save as new" sends no id.
  const savingNew = save.isPending && !save.variables?.id;
  const savingThis = save.isPending && !savingNew;

  const submit = (asNew: boolean) => {
    const spec = specFromForm(form);
    const local: Record<string, string> = {};
    if (!spec.title) local.title = 'Title is required';
    if (spec.sections.length === 0) local.sections = 'Choose at least one section';
    if (Object.keys(local).length > 0) return onErrors(local);
    save.mutate(
      { id: asNew ? undefined : definition?.id, spec },
      {
        onSuccess: (d) => {
          toast({
            title: asNew || !definition ? 'Report saved' : 'Changes saved',
            description: d.title,
          });
          onErrors({});
          onSaved(d);
        },
        onError: (err) => {
          const byField = specIssues(fieldIssues(err));
          if (Object.keys(byField).length > 0) onErrors(byField);
          toast({
            title: 'Could not save the report',
            description: errorMessage(err),
            variant: 'destructive',
          });
        },
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mayUpdate) submit(false);
  };

  return (
    <Card>
      <CardHeader
        title="Build"
        description={definition ? 'Editing a saved report.' : 'A new report.'}
        actions={
          definition ? (
            dirty ? (
              <Badge variant="warning">Unsaved changes</Badge>
            ) : (
              <Badge variant="success">Saved</Badge>
            )
          ) : null
        }
      />
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Build the report"
          // Two columns while the page is one (below 1280 px), one beside the preview.
          className="grid items-start gap-5 md:grid-cols-2 xl:grid-cols-1"
        >
          <Field label="Title" error={errors.title} className="md:col-span-2 xl:col-span-1">
            {(p) => (
              <Input
                {...p}
                value={form.title}
                maxLength={120}
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </Field>
          <SectionChecklist
            sections={form.sections}
            onChange={(v) => set('sections', v)}
            error={errors.sections}
          />
          <ReportFilters form={form} set={set} errors={errors} />
          {canWrite ? (
            <div className="flex flex-wrap gap-2 border-t border-border pt-4 md:col-span-2 xl:col-span-1">
              {mayUpdate ? (
                <Button
                  type="submit"
                  variant="primary"
                  loading={definition ? savingThis : savingNew}
                >
                  <Save aria-hidden />
                  Save
                </Button>
              ) : null}
              {definition ? (
                <Button onClick={() => submit(true)} loading={savingNew}>
                  <CopyPlus aria-hidden />
                  Save as new
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="border-t border-border pt-4 text-xs text-muted md:col-span-2 xl:col-span-1">
              You may preview and export reports; saving and scheduling them is for risk managers
              and administrators.
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
};
