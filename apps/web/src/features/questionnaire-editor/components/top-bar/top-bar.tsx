import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, PanelRight, Redo2, Undo2 } from 'lucide-react';
import type { Questionnaire, QuestionnaireMode } from '@rampart/contracts';
import { questionnaireModes } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { QuestionnaireStatusBadge } from '../../../../components/ui/questionnaire-status-badge.tsx';
import { SegmentedControl } from '../../../../components/ui/segmented-control.tsx';
import type { ConnectionStatus } from '../../../../lib/collab/collab-connection.ts';
import type { Person } from '../../../../lib/collab/presence.ts';
import type { SaveView } from '../../../../lib/collab/save-state.ts';
import { DownloadMenu } from './download-menu.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { MoreMenu } from './more-menu.tsx';
import { PresenceAvatars } from '../../../../components/ui/presence-avatars.tsx';
import { SaveIndicator } from './save-indicator.tsx';

const MODE_LABELS: Record<QuestionnaireMode, string> = {
  view: 'View',
  edit: 'Edit',
  collaborate: 'Collaborate',
};
/** The modes this person may use here: the switch offers no mode the server would refuse. */
const modeOptions = (q: Questionnaire) =>
  questionnaireModes(q.abilities).map((value) => ({ value, label: MODE_LABELS[value] }));

type Props = {
  questionnaire: Questionnaire;
  people: readonly Person[];
  save: SaveView;
  status: ConnectionStatus;
  loaded: boolean;
  mode: QuestionnaireMode;
  onModeChange: (mode: QuestionnaireMode) => void;
  /** Undo and redo, when this person can edit. */
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void } | null;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The Share button, when sharing is offered. */
  share: ReactNode;
};

/**
 * §2 The top bar: back link, title with version, status badge, viewing count, save indicator,
 * favorite star, share, download and more, the mode switch; then undo, redo and the panel.
 */
export const TopBar = ({
  questionnaire: q,
  people,
  save,
  status,
  loaded,
  mode,
  ...props
}: Props) => {
  return (
    <header className="border-b border-border bg-bg px-4 pt-3 pb-2 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to="/dashboard/questionnaires"
          className="inline-flex items-center gap-1 text-[13px] text-muted hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Questionnaires
        </Link>
        {/* At least 10rem: on a phone the title takes a line of its own rather than shrinking away. */}
        <div className="flex min-w-40 flex-1 items-center gap-2">
          <h1 className="truncate text-lg font-semibold tracking-tight text-fg">{q.title}</h1>
          {q.versionLabel ? (
            <span className="text-[13px] text-muted tabular-nums">v{q.versionLabel}</span>
          ) : null}
          <QuestionnaireStatusBadge status={q.status} />
        </div>
        <PresenceAvatars people={people} />
        <SaveIndicator view={save} status={status} loaded={loaded} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <SegmentedControl
          label="Mode"
          options={modeOptions(q)}
          value={mode}
          onChange={props.onModeChange}
        />
        {props.history ? (
          <span className="flex gap-1">
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label="Undo"
              title="Undo (Ctrl+Z)"
              disabled={!props.history.canUndo}
              onClick={props.history.undo}
            >
              <Undo2 aria-hidden />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label="Redo"
              title="Redo (Ctrl+Shift+Z)"
              disabled={!props.history.canRedo}
              onClick={props.history.redo}
            >
              <Redo2 aria-hidden />
            </Button>
          </span>
        ) : null}
        <span className="ml-auto flex items-center gap-1.5">
          <FavoriteButton path={`/dashboard/questionnaires/${q.id}`} title={q.title} />
          {props.share}
          <DownloadMenu id={q.id} allowed={q.abilities.download} />
          <MoreMenu questionnaire={q} />
          <Button
            size="icon"
            variant="ghost"
            aria-label={props.panelOpen ? 'Hide side panel' : 'Show side panel'}
            aria-pressed={props.panelOpen}
            onClick={props.onTogglePanel}
          >
            <PanelRight aria-hidden />
          </Button>
        </span>
      </div>
    </header>
  );
};
