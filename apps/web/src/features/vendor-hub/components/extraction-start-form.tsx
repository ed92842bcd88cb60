import { useState, type FormEvent } from 'react';
import { ScanSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useStartExtraction } from '../api/start-extraction.ts';

type Props = { onStarted: (jobId: string) => void };

/** The server's words for the address (a refused host, a bad URL), else why the call failed. */
const urlError = (error: unknown): string | undefined => {
  if (!error) return undefined;
  const issue = fieldIssues(error).find((i) => i.field === 'url' || i.field.endsWith('.url'));
  return issue?.message ?? errorMessage(error);
};

/** Paste a vendor's address and start reading its site in the background. */
export const ExtractionStartForm = ({ onStarted }: Props) => {
  const start = useStartExtraction();
  const [url, setUrl] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    setMissing(value === '');
    if (value === '') return;
    start.mutate(value, { onSuccess: (job) => onStarted(job.id) });
  };

  const error = missing ? "Enter the vendor's website address" : urlError(start.error);
  return (
    <Card>
      <CardHeader
        title="Assess a vendor from its website"
        description="Rampart reads the vendor's public pages (home, privacy, terms, security, trust, subprocessors) and quotes every fact it finds, so you can check each one before saving."
      />
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field label="Vendor website" error={error} className="flex-1">
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://vendor.example"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setMissing(false);
                  if (start.isError) start.reset();
                }}
              />
            )}
          </Field>
          <Button type="submit" variant="primary" loading={start.isPending} className="sm:mt-6">
            {start.isPending ? null : <ScanSearch aria-hidden />}
            Start assessment
          </Button>
        </form>
      </CardContent>
    </Card>
  );
};
