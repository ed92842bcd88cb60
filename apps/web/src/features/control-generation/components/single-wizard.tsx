import { useState } from 'react';
import { GENERATION_STEP_NAMES, type AiJob } from '@rampart/contracts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useGenerationStream, type GenerationRun } from '../api/generate-controls.ts';
import { useAiJob } from '../api/get-ai-job.ts';
import { toSettings, type WizardForm } from '../lib/wizard-form.ts';
import { ConfigurationForm } from './configuration-form.tsx';
import { GenerationSteps } from './generation-steps.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { RiskSubject } from './risk-subject.tsx';
import { WizardTabs } from './wizard-tabs.tsx';

type Tab = 'configuration' | 'generation' | 'results';

type View = {
  jobId: string | null;
  status: GenerationRun['status'] | AiJob['status'];
  steps: GenerationRun['steps'];
  progress: number;
  error: string | null;
  results: AiJob['results'];
  applied: AiJob['appliedDetail'];
};

/** A stored job as the wizard shows it (after a reload, or from Recent generations). */
const fromJob = (job: AiJob): View => ({
  jobId: job.id,
  status: job.status,
  steps: GENERATION_STEP_NAMES.map((name, i) => {
    const done = job.steps.find((s) => s.index === i + 1);
    return { index: i + 1, name, detail: done?.detail ?? null, done: Boolean(done) };
  }),
  progress: job.progress,
  error: job.error,
  results: job.results,
  applied: job.appliedDetail,
});

const fromRun = (run: GenerationRun): View => ({
  jobId: run.jobId,
  status: run.status,
  steps: run.steps,
  progress: run.progress,
  error: run.error,
  results: run.result ? [run.result] : [],
  applied: null,
});

type SingleWizardProps = {
  riskId: string | undefined;
  jobId: string | undefined;
  form: WizardForm;
  onFormChange: (form: WizardForm) => void;
  onRiskChange: (riskId: string) => void;
  onJob: (jobId: string) => void;
  canApply: boolean;
};

/**
 * Risks spec §2 and §4: Configuration, Generation (the server's six steps as they complete)
 * and Results (disabled until results exist, every control pre-selected).
 */
export const SingleWizard = ({
  riskId,
  jobId,
  form,
  onFormChange,
  onRiskChange,
  onJob,
  canApply,
}: SingleWizardProps) => {
  const { run, start } = useGenerationStream(onJob);
  const live = run.status !== 'idle' && (run.jobId === null || run.jobId === (jobId ?? null));
  const stored = useAiJob(live ? undefined : jobId);
  const view: View | null = live ? fromRun(run) : stored.data ? fromJob(stored.data) : null;
  const [missingRisk, setMissingRisk] = useState(false);

  const hasResults = (view?.results.length ?? 0) > 0;
  const derived: Tab = hasResults
    ? 'results'
    : view && view.status !== 'idle'
      ? 'generation'
      : 'configuration';
  // A tab the user picks holds until the run moves on (a new step state, the results).
  const key = `${view?.jobId ?? ''}:${view?.status ?? 'none'}:${hasResults}`;
  const [choice, setChoice] = useState<{ tab: Tab; key: string } | null>(null);
  const tab = choice && choice.key === key ? choice.tab : derived;

  const generate = () => {
    if (!riskId) {
      setMissingRisk(true);
      return;
    }
    setChoice(null);
    void start({ riskId, ...toSettings(form) });
  };

  const running = view?.status === 'running' || view?.status === 'queued';
  return (
    <Card>
      <CardContent>
        <WizardTabs<Tab>
          label="Control generation"
          value={tab}
          onChange={(t) => setChoice({ tab: t, key })}
          tabs={[
            { value: 'configuration', label: 'Configuration' },
            { value: 'generation', label: 'Generation' },
            { value: 'results', label: 'Results', disabled: !hasResults },
          ]}
        >
          {tab === 'configuration' ? (
            <ConfigurationForm
              form={form}
              onChange={onFormChange}
              onSubmit={generate}
              submitLabel="Generate controls"
              submitting={running && live}
              disabled={running}
              subject={
                <RiskSubject
                  riskId={riskId}
                  error={missingRisk && !riskId ? 'Choose a risk' : undefined}
                  onChange={(id) => {
                    setMissingRisk(false);
                    onRiskChange(id);
                  }}
                />
              }
            />
          ) : tab === 'generation' ? (
            view ? (
              <GenerationSteps
                steps={view.steps}
                progress={view.progress}
                status={view.status}
                error={view.error}
              />
            ) : stored.isError ? (
              <ErrorState
                title="Failed to load the generation"
                error={stored.error}
                onRetry={() => void stored.refetch()}
              />
            ) : jobId ? (
              <Skeleton className="h-64" />
            ) : (
              <p className="text-sm text-muted">
                Configure the generation, then choose Generate controls: each step appears here as
                the server completes it.
              </p>
            )
          ) : view && view.jobId ? (
            <ResultsPanel
              key={view.jobId}
              jobId={view.jobId}
              results={view.results}
              applied={view.applied}
              canApply={canApply}
            />
          ) : null}
        </WizardTabs>
      </CardContent>
    </Card>
  );
};
