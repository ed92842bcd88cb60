import { Layers } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkGenerateControls } from '../api/bulk-generate-controls.ts';
import { batchSizeOf, toSettings, type WizardForm } from '../lib/wizard-form.ts';
import { ConfigurationForm } from './configuration-form.tsx';

type BulkConfigurationProps = {
  riskIds: string[];
  form: WizardForm;
  onFormChange: (form: WizardForm) => void;
  onQueued: (jobId: string) => void;
};

/** Bulk generation for the risks chosen in the register: the same settings, plus a batch size. */
export const BulkConfiguration = ({
  riskIds,
  form,
  onFormChange,
  onQueued,
}: BulkConfigurationProps) => {
  const bulk = useBulkGenerateControls();
  const size = batchSizeOf(form.batchSize);
  return (
    <Card>
      <CardContent>
        <ConfigurationForm
          form={form}
          onChange={onFormChange}
          submitLabel={`Generate for ${riskIds.length} risk${riskIds.length === 1 ? '' : 's'}`}
          submitting={bulk.isPending}
          disabled={riskIds.length === 0}
          onSubmit={() =>
            bulk.mutate(
              { riskIds, batchSize: size, ...toSettings(form) },
              { onSuccess: (job) => onQueued(job.id) },
            )
          }
          subject={
            <div className="grid gap-4 md:grid-cols-2">
              <div className="flex items-start gap-3 rounded-md border border-border bg-surface p-3">
                <Layers className="mt-0.5 size-4 text-muted" aria-hidden />
                <div>
                  <p className="text-sm font-medium text-fg">
                    {riskIds.length} risk{riskIds.length === 1 ? '' : 's'} selected
                  </p>
                  <p className="text-[13px] text-muted">
                    Generated in the background, batch by batch; you can leave this page and come
                    back.
                  </p>
                </div>
              </div>
              <Field
                label="Batch size"
                hint={
                  size
                    ? `${Math.ceil(riskIds.length / size)} batches`
                    : 'From 1 to 50; 10 if left as is.'
                }
              >
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    value={form.batchSize}
                    onChange={(e) => onFormChange({ ...form, batchSize: e.target.value })}
                  />
                )}
              </Field>
              {bulk.isError ? (
                <div className="md:col-span-2">
                  <FormMessage>{errorMessage(bulk.error)}</FormMessage>
                </div>
              ) : null}
            </div>
          }
        />
      </CardContent>
    </Card>
  );
};
