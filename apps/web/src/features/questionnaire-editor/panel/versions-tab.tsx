import { useState } from 'react';
import type { Questionnaire, QuestionnaireVersion } from '@rampart/contracts';
import { formatDateTime, versionLabel } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/version-calls.ts';
import { CompareVersionsDialog } from './compare-versions-dialog.tsx';
import { CreateVersionDialog } from './create-version-dialog.tsx';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useNow } from './lib/use-now.ts';
import { PanelQuery } from './panel-states.tsx';
import { ViewVersionDialog } from './view-version-dialog.tsx';

const VersionRow = ({
  version: v,
  now,
  canRestore,
  onView,
  onRestore,
}: {
  version: QuestionnaireVersion;
  now: number;
  canRestore: boolean;
  onView: () => void;
  onRestore: () => void;
}) => (
  <li aria-label={`Version ${v.label}`} className="flex flex-col gap-1 px-4 py-3">
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-semibold text-fg tabular-nums">{v.label}</span>
      <span className="min-w-0 flex-1 truncate text-fg" title={v.title}>
        {v.title}
      </span>
      {v.isCurrent ? <Badge variant="accent">Current</Badge> : null}
      {v.isPublished ? <Badge variant="success">Published</Badge> : null}
    </p>
    <p className="text-xs text-muted">
      {v.createdBy?.name ?? 'A former member'} ·{' '}
      <time dateTime={v.createdAt} title={formatDateTime(v.createdAt)}>
        {relativeTime(v.createdAt, now)}
      </time>
    </p>
    {v.description ? (
      <p className="line-clamp-2 text-xs text-fg" title={v.description}>
        {v.description}
      </p>
    ) : null}
    <p className="text-xs text-muted tabular-nums">
      {v.restoredFrom && v.title !== `Restored from ${v.restoredFrom}`
        ? `Restored from ${v.restoredFrom} · `
        : null}
      {v.changes.added} added, {v.changes.changed} changed, {v.changes.removed} removed
    </p>
    <div className="-ml-2 flex gap-1">
      <Button size="sm" variant="ghost" onClick={onView} aria-label={`View version ${v.label}`}>
        View
      </Button>
      {canRestore && !v.isCurrent ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onRestore}
          aria-label={`Restore version ${v.label}`}
        >
          Restore
        </Button>
      ) : null}
    </div>
  </li>
);

/**
 * §2 Versions: each saved version (1.n) with who made it, when, its badges and what changed;
 * create one, view one, compare two, and restore one (drafts, by those who may edit).
 */
export const VersionsTab = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const query = useVersions(q.id);
  const restore = useRestoreVersion(q.id);
  const now = useNow();
  const [viewing, setViewing] = useState<QuestionnaireVersion | null>(null);
  const [restoring, setRestoring] = useState<QuestionnaireVersion | null>(null);
  const versions = query.data ?? [];

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2">
        {q.abilities.createVersion ? (
          <CreateVersionDialog questionnaireId={q.id} nextLabel={versionLabel(versions.length)} />
        ) : null}
        {versions.length >= 2 ? (
          <CompareVersionsDialog questionnaireId={q.id} versions={versions} />
        ) : null}
        {!q.abilities.createVersion && versions.length < 2 ? (
          <p className="text-xs text-muted">Versions are made by the people who edit.</p>
        ) : null}
      </div>
      <PanelQuery
        query={query}
        loading="Loading versions"
        isEmpty={(list) => list.length === 0}
        empty={{
          title: 'No versions yet',
          description: 'A version is made when the questionnaire is published or saved as one.',
        }}
      >
        {(list) => (
          <ul aria-label="Versions" className="divide-y divide-border">
            {list.map((v) => (
              <VersionRow
                key={v.id}
                version={v}
                now={now}
                canRestore={q.abilities.restoreVersion}
                onView={() => setViewing(v)}
                onRestore={() => {
                  restore.reset();
                  setRestoring(v);
                }}
              />
            ))}
          </ul>
        )}
      </PanelQuery>
      <ViewVersionDialog
        questionnaireId={q.id}
        version={viewing}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? undefined : setRestoring(null))}
        title={`Restore version ${restoring?.label ?? ''}?`}
        description={`Its questions replace the ones being edited, for everyone working on it now, and are saved as version ${versionLabel(versions.length)}. Later versions stay in the list.`}
        confirmLabel="Restore"
        destructive={false}
        pending={restore.isPending}
        onConfirm={() => {
          const v = restoring;
          if (!v) return;
          restore.mutate(v.id, {
            onSuccess: (made) => {
              setRestoring(null);
              toast({
                title: 'Version restored',
                description: `${v.label} is back as version ${made.label}.`,
              });
            },
          });
        }}
      >
        {restore.isError ? <FormMessage>{errorMessage(restore.error)}</FormMessage> : null}
      </ConfirmDialog>
    </>
  );
};
