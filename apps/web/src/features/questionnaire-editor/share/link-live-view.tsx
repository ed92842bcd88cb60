import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Redo2, ShieldHalf, Undo2 } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  QUESTIONNAIRE_STATUS_LABELS,
  type SharedLinkQuestionnaire,
} from '@rampart/contracts';
import { COLLAB_TOAST_DURATION_MS } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QuestionnaireStatusBadge } from '../../../components/ui/questionnaire-status-badge.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { BuilderView } from '../components/builder/builder-view.tsx';
import { DocumentPreview } from '../components/builder/document-preview.tsx';
import { ConflictBanner } from '../components/conflict-banner.tsx';
import { EditorContext } from '../components/editor-context.ts';
import { LiveNotice } from '../components/notices.tsx';
import { PresenceAvatars } from '../../../components/ui/presence-avatars.tsx';
import { SaveIndicator } from '../components/top-bar/save-indicator.tsx';
import { useLiveConnection } from '../hooks/use-live-connection.ts';
import { useUndoKeys } from '../hooks/use-undo-keys.ts';
import type { Editing } from '../../../lib/collab/presence.ts';
import { saveView } from '../../../lib/collab/save-state.ts';
import { linkCommentKeys } from './api/link-comments.ts';
import { LinkComments } from './link-comments.tsx';
import { LINK_TYPE_LABELS } from './link-labels.ts';

const collabToast = (title: string) => toast({ title, duration: COLLAB_TOAST_DURATION_MS });

type Props = {
  /** The link's own token (its address). */
  token: string;
  /** The pass the link gave: the collaboration socket's token. */
  grant: string;
  link: SharedLinkQuestionnaire;
  me: { userId: string; name: string };
  /** Reads the link's questionnaire again; false when the link no longer opens. */
  recheckAccess: () => Promise<boolean>;
};

const readOnlyText = (link: SharedLinkQuestionnaire): string => {
  const status = link.questionnaire.status;
  if (link.type === 'edit' && status !== 'draft') {
    return `This questionnaire is ${QUESTIONNAIRE_STATUS_LABELS[status].toLowerCase()}: its questions change only in a draft, so you can read it here.`;
  }
  if (link.type === 'comment') {
    return 'You can read this questionnaire as it is edited, and comment on it.';
  }
  return 'You can read this questionnaire as it is edited.';
};

/**
 * A share link's questionnaire, live (the link page, outside the app's shell): the same document
 * over the same socket as the collaboration screen, with the link's pass as the token. View and
 * comment links, and any link to a questionnaire that is not a draft, read it; an edit link to
 * a draft edits it with everyone else. A link turned off closes the connection; the page then
 * finds out why.
 */
export const LinkLiveView = ({ token, grant, link, me, recheckAccess }: Props) => {
  const q = link.questionnaire;
  const queryClient = useQueryClient();

  const { live, conn, doc, stalled, retry } = useLiveConnection({
    questionnaireId: q.id,
    me,
    token: grant,
    // The link's answer has no storing time: 'Saved' with a time once the server stores.
    savedAt: '',
    recheckAccess,
    onMessage: (message, accessChanged) => {
      if (message.type === 'access' || message.resource === 'questionnaire') {
        accessChanged();
      } else if (message.resource === 'comments') {
        void queryClient.invalidateQueries({ queryKey: linkCommentKeys.list(token) });
      }
    },
  });
  const mayEdit = link.abilities.editQuestions;
  const canEdit = mayEdit && conn.loaded && conn.scope === 'read-write';

  const connection = live?.connection;
  const editor = live?.editor;
  const history = useMemo(
    () =>
      editor
        ? {
            undo: () => {
              if (editor.undo()) collabToast(COLLABORATION_MESSAGES.undone);
            },
            redo: () => {
              if (editor.redo()) collabToast(COLLABORATION_MESSAGES.redone);
            },
          }
        : null,
    [editor],
  );
  useUndoKeys(canEdit && history !== null, history ?? { undo: () => {}, redo: () => {} });
  const setEditing = useCallback((e: Editing) => connection?.setEditing(e), [connection]);
  const context = useMemo(
    () => (editor ? { editor, people: conn.people, setEditing } : null),
    [editor, conn.people, setEditing],
  );
  const structure = conn.loaded ? doc.structure : q.structure;

  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="border-b border-border px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="flex items-center gap-2 text-fg">
            <ShieldHalf className="size-5 text-accent-text" aria-hidden />
            <span className="text-sm font-semibold">Rampart</span>
          </span>
          <Badge variant="accent">Shared link · {LINK_TYPE_LABELS[link.type]}</Badge>
          <span className="ml-auto flex flex-wrap items-center gap-3">
            <PresenceAvatars people={conn.people} />
            {mayEdit ? (
              <SaveIndicator view={saveView(conn.save)} status={conn.status} loaded={conn.loaded} />
            ) : null}
          </span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-lg font-semibold tracking-tight break-words text-fg">
            {q.title}
          </h1>
          {q.versionLabel ? (
            <span className="text-[13px] text-muted tabular-nums">v{q.versionLabel}</span>
          ) : null}
          <QuestionnaireStatusBadge status={q.status} />
          {canEdit && history ? (
            <span className="ml-auto flex gap-1">
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label="Undo"
                title="Undo (Ctrl+Z)"
                disabled={!doc.canUndo}
                onClick={history.undo}
              >
                <Undo2 aria-hidden />
              </Button>
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label="Redo"
                title="Redo (Ctrl+Shift+Z)"
                disabled={!doc.canRedo}
                onClick={history.redo}
              >
                <Redo2 aria-hidden />
              </Button>
            </span>
          ) : null}
        </div>
      </header>
      <main className="flex flex-1 flex-col">
        <LiveNotice loaded={conn.loaded} refused={conn.refused} stalled={stalled} onRetry={retry} />
        {conn.loaded && !canEdit ? (
          <div
            role="note"
            className="flex items-center gap-2 border-b border-border bg-surface px-4 py-2 text-[13px] text-muted sm:px-6"
          >
            <Eye className="size-4 shrink-0" aria-hidden />
            {readOnlyText(link)}
          </div>
        ) : null}
        {canEdit && doc.conflict ? (
          <ConflictBanner
            conflict={doc.conflict}
            myUserId={me.userId}
            structure={doc.structure}
            onResolve={(resolution) => {
              editor?.resolveConflict(resolution);
              collabToast(COLLABORATION_MESSAGES.conflictResolved);
            }}
          />
        ) : null}
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">
            {canEdit && context ? (
              <EditorContext.Provider value={context}>
                <BuilderView structure={structure} />
              </EditorContext.Provider>
            ) : (
              <DocumentPreview structure={structure} people={conn.people} />
            )}
          </div>
          <div className="lg:w-80 lg:shrink-0">
            <LinkComments
              token={token}
              grant={grant}
              structure={structure}
              canComment={link.abilities.comment}
            />
          </div>
        </div>
      </main>
    </div>
  );
};
