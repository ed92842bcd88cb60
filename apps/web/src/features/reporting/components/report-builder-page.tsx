import { useNavigate, useSearch } from '@tanstack/react-router';
import { FilePlus2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ReportDefinition } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { fieldIssues } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { useDefinition } from '../api/get-definition.ts';
import { useRun } from '../api/get-run.ts';
import { usePreviewReport } from '../api/preview-report.ts';
import {
  formFromDefinition,
  isDirty,
  newReportForm,
  previewSpec,
  specIssues,
  type ReportForm,
} from '../lib/report-form.ts';
import { isActive } from '../lib/run-labels.ts';
import { BuildCard } from './build-card.tsx';
import { ExportButtons, ExportProgress, type ExportSource } from './export-controls.tsx';
import { ReportPreview } from './report-preview.tsx';
import { RunHistory } from './run-history.tsx';
import { SavedReportsCard } from './saved-reports-card.tsx';
import { ScheduleCard } from './schedule-card.tsx';

/** The preview waits this long after the last change, so typing a title composes it once. */
const PREVIEW_DEBOUNCE_MS = 400;

/** Report Builder (issue 13): build, preview, export, save and schedule a report. */
export const ReportBuilderPage = () => {
  const user = useRequiredUser();
  const canWrite = hasPermission(user.permissions, 'reports:write');
  const search = useSearch({ from: '/dashboard/reporting' });
  const navigate = useNavigate({ from: '/dashboard/reporting' });
  const open = (report: string | undefined) => void navigate({ search: { report } });

  const definition = useDefinition(search.report);
  const [form, setForm] = useState<ReportForm>(newReportForm);
  const [loadedId, setLoadedId] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [runId, setRunId] = useState<string | undefined>(undefined);

  // The form follows the report in the URL: a saved one when it arrives, a new one without.
  const saved =
    search.report && definition.data?.id === search.report ? definition.data : undefined;
  if (saved && saved.id !== loadedId) {
    setLoadedId(saved.id);
    setForm(formFromDefinition(saved));
    setErrors({});
  } else if (!search.report && loadedId !== undefined) {
    setLoadedId(undefined);
    setForm(newReportForm());
    setErrors({});
  }
  const dirty = isDirty(form, saved);

  // While a saved report opens, nothing is composed: the form still holds the last one.
  const loading = Boolean(search.report) && !saved;
  const ready = useMemo(() => previewSpec(form), [form]);
  const spec = useDebounced(ready.spec, PREVIEW_DEBOUNCE_MS);
  const preview = usePreviewReport(ready.spec && !loading ? spec : null);
  const previewErrors = specIssues(fieldIssues(preview.error));

  const run = useRun(runId);
  const source: ExportSource = ready.spec
    ? saved && !dirty
      ? { definitionId: saved.id }
      : { spec: ready.spec }
    : null;

  return (
    <PageShell
      title="Report Builder"
      subtitle="Choose what a report holds, see it as it will read, export it or send it on a schedule."
      maxWidth="2xl"
    >
      {/* Side by side from 1280 px; narrower, the preview follows the build column. */}
      <div className="grid items-start gap-6 xl:grid-cols-[340px_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          {loading ? (
            <Card>
              {definition.isError ? (
                <ErrorState
                  title="Could not open this report"
                  error={definition.error}
                  onRetry={() => void definition.refetch()}
                  retrying={definition.isFetching}
                />
              ) : (
                <SkeletonRows rows={6} label="Opening the report" />
              )}
              {definition.isError ? (
                <div className="flex justify-center pb-6">
                  <Button onClick={() => open(undefined)}>
                    <FilePlus2 aria-hidden />
                    New report
                  </Button>
                </div>
              ) : null}
            </Card>
          ) : (
            <BuildCard
              form={form}
              onChange={setForm}
              errors={{ ...previewErrors, ...errors }}
              onErrors={setErrors}
              definition={saved}
              dirty={dirty}
              canWrite={canWrite}
              onSaved={(d: ReportDefinition) => open(d.id)}
            />
          )}
          <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-1">
            <ScheduleCard definition={saved} dirty={dirty} canWrite={canWrite} />
            <SavedReportsCard
              currentId={search.report}
              canWrite={canWrite}
              onNew={() => open(undefined)}
              onDeleted={(id) => (id === search.report ? open(undefined) : undefined)}
            />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ReportPreview
            query={preview}
            waiting={loading ? null : ready.waiting}
            actions={
              <ExportButtons
                source={loading ? null : source}
                busy={isActive(run.data)}
                onStarted={(r) => setRunId(r.id)}
              />
            }
            progress={
              runId ? <ExportProgress runId={runId} onDismiss={() => setRunId(undefined)} /> : null
            }
          />
          <RunHistory definitionId={saved?.id} />
        </div>
      </div>
    </PageShell>
  );
};
