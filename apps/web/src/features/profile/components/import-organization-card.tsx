import { useState } from 'react';
import { formatNumber } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSwitchOrganization } from '../../../lib/switch-organization.ts';
import { useImportOrganization } from '../api/import-organization.ts';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * Profile → Import an organization: an export from another Rampart (Settings → Organization →
 * Export there) becomes a new organisation here, with you as an owner.
 */
export const ImportOrganizationCard = () => {
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportOrganization();
  const switchOrganization = useSwitchOrganization();
  const done = importing.data;

  return (
    <Card>
      <CardHeader
        title="Import an organization"
        description="Bring an organization exported from another Rampart of the same version. It becomes a new organization here with you as an owner; its people are matched by email, and those without an account here get one to claim by registering with their address."
      />
      <CardContent className="flex flex-col gap-4">
        {done ? (
          <div role="status" className="flex flex-col gap-3">
            <p className="text-sm">
              <strong>{done.organization.name}</strong> is imported: {plural(done.rows, 'record')},{' '}
              {plural(done.files, 'file')},{' '}
              {plural(done.people.matched + done.people.created, 'person', 'people')} (
              {formatNumber(done.people.created)} new here).
              {done.linksReplaced > 0
                ? ` ${plural(done.linksReplaced, 'shared link')} were already in use here and were replaced: share them again.`
                : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="primary"
                onClick={() =>
                  void switchOrganization(done.organization.id, done.organization.name)
                }
              >
                Open {done.organization.name}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  importing.reset();
                  setFile(null);
                }}
              >
                Import another
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) importing.mutate(file);
            }}
          >
            <FileField
              label="Export file"
              hint="The .zip made by Export organization."
              accept=".zip,application/zip"
              file={file}
              onChange={(next) => {
                setFile(next);
                importing.reset();
              }}
            />
            {importing.isError ? <FormMessage>{errorMessage(importing.error)}</FormMessage> : null}
            <div>
              <Button type="submit" variant="primary" disabled={!file || importing.isPending}>
                {importing.isPending ? 'Importing…' : 'Import organization'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
};
