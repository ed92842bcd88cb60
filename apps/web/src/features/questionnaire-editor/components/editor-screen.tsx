import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COLLABORATION_MESSAGES,
  type Questionnaire,
  type QuestionnaireMode,
} from '@rampart/contracts';
import { COLLAB_TOAST_DURATION_MS } from '@rampart/domain';
import { toast } from '../../../components/ui/toast.tsx';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { useLiveConnection } from '../hooks/use-live-connection.ts';
import { useSaveKey } from '../hooks/use-save-key.ts';
import { useUndoKeys } from '../hooks/use-undo-keys.ts';
import type { Editing } from '../../../lib/collab/presence.ts';
import { saveView } from '../../../lib/collab/save-state.ts';
import { revealQuestion } from '../panel/lib/reveal-question.ts';
import { SidePanel } from '../panel/side-panel.tsx';
import { BuilderView } from './builder/builder-view.tsx';
import { DocumentPreview } from './builder/document-preview.tsx';
import { ConflictBanner } from './conflict-banner.tsx';
import { EditorContext } from './editor-context.ts';
import { LiveNotice, ReadOnlyNotice } from './notices.tsx';
import { TopBar } from './top-bar/top-bar.tsx';

const collabToast = (title: string, description?: string) =>
  toast({ title, description, duration: COLLAB_TOAST_DURATION_MS });

type Props = {
  questionnaire: Questionnaire;
  mode: QuestionnaireMode;
  onModeChange: (mode: QuestionnaireMode) => void;
  /** Fetches the questionnaire again; false when it is no longer visible (404). */
  recheckAccess: () => Promise<boolean>;
  share: ReactNode;
};

/** The collaboration screen once the questionnaire is known: live document, presence, panel. */
export const EditorScreen = ({
  questionnaire: q,
  mode,
  onModeChange,
  recheckAccess,
  share,
}: Props) => {
  const user = useRequiredUser();
  const me = useMemo(() => ({ userId: user.id, name: user.name }), [user.id, user.name]);
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(mode === 'collaborate');

  // Role, status or sharing changed: the questionnaire is read again (its abilities, or a 404
  // that the page turns into "no longer have access"), then a new connection opens.
  const { live, conn, doc, stalled, retry } = useLiveConnection({
    questionnaireId: q.id,
    me,
    savedAt: q.updatedAt,
    recheckAccess,
    onMessage: (message, accessChanged) => {
      if (message.type === 'access') return accessChanged();
      if (message.resource === 'questionnaire') {
        void queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(q.id) });
        void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
      } else {
        void queryClient.invalidateQueries({
          queryKey: questionnaireKeys.resource(q.id, message.resource),
        });
      }
    },
  });
  const canEdit =
    mode !== 'view' && q.abilities.editQuestions && conn.loaded && conn.scope === 'read-write';

  const connection = live?.connection;
  const editor = live?.editor;
  useEffect(() => {
    if (!canEdit) connection?.setEditing(null);
  }, [canEdit, connection]);

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

  // Ctrl/Cmd+S: 'Auto-saved' when every change is already stored; otherwise 'Changes Saved'
  // once the server has stored them.
  const saveState = saveView(conn.save).state;
  const toldWhenStored = useRef(false);
  useEffect(() => {
    if (saveState !== 'saved' || !toldWhenStored.current) return;
    toldWhenStored.current = false;
    collabToast(COLLABORATION_MESSAGES.changesSaved);
  }, [saveState]);
  useSaveKey(canEdit, () => {
    if (saveState === 'saved') collabToast(COLLABORATION_MESSAGES.autoSaved);
    else toldWhenStored.current = true;
  });

  // The question last focused in the builder stays selected for the panel's "This question".
  const [selectedQuestionId, setSelectedQuestionId] = useState<string | null>(null);
  const setEditing = useCallback(
    (e: Editing) => {
      connection?.setEditing(e);
      if (e?.type === 'question') setSelectedQuestionId(e.id);
    },
    [connection],
  );
  const builderRef = useRef<HTMLDivElement>(null);
  const context = useMemo(
    () => (editor ? { editor, people: conn.people, setEditing } : null),
    [editor, conn.people, setEditing],
  );
  const structure = conn.loaded ? doc.structure : q.structure;

  return (
    <div className="flex h-dvh flex-col">
      <TopBar
        questionnaire={q}
        people={conn.people}
        save={saveView(conn.save)}
        status={conn.status}
        loaded={conn.loaded}
        mode={mode}
        onModeChange={onModeChange}
        history={
          canEdit && history ? { ...history, canUndo: doc.canUndo, canRedo: doc.canRedo } : null
        }
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((o) => !o)}
        share={share}
      />
      <LiveNotice loaded={conn.loaded} refused={conn.refused} stalled={stalled} onRetry={retry} />
      {conn.loaded ? <ReadOnlyNotice questionnaire={q} mode={mode} scope={conn.scope} /> : null}
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
      <div className="flex min-h-0 flex-1">
        <div
          ref={builderRef}
          role="region"
          aria-label="Questions"
          // It scrolls; a read-only view holds nothing else to focus, so keys reach it here.
          tabIndex={0}
          className="min-w-0 flex-1 overflow-y-auto focus-visible:outline-offset-[-2px]"
        >
          <div className="mx-auto w-full max-w-4xl px-4 py-4 sm:px-6 sm:py-6">
            {canEdit && context ? (
              <EditorContext.Provider value={context}>
                <BuilderView structure={structure} />
              </EditorContext.Provider>
            ) : (
              <DocumentPreview structure={structure} people={conn.people} />
            )}
          </div>
        </div>
        {panelOpen ? (
          <SidePanel
            questionnaire={q}
            structure={structure}
            selectedQuestionId={selectedQuestionId}
            onShowQuestion={(id) => {
              setSelectedQuestionId(id);
              revealQuestion(builderRef.current, structure, id);
            }}
          />
        ) : null}
      </div>
    </div>
  );
};
