import { useRef, useState, type KeyboardEvent } from 'react';
import {
  COLLABORATION_LIMITS,
  COLLABORATION_SIDE_TABS,
  type CollaborationSideTab,
  type Questionnaire,
} from '@rampart/contracts';
import type { QuestionnaireStructure } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';
import { ActivityTab } from './activity-tab.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { TeamTab } from './team-tab.tsx';
import { VersionsTab } from './versions-tab.tsx';

const TAB_LABELS: Record<CollaborationSideTab, string> = {
  comments: 'Comments',
  versions: 'Versions',
  activity: 'Activity',
  team: 'Team',
};
const tabId = (tab: CollaborationSideTab) => `collab-tab-${tab}`;
const panelId = (tab: CollaborationSideTab) => `collab-panel-${tab}`;

type Props = {
  questionnaire: Questionnaire;
  /** The live questions (the document's once it has loaded). */
  structure: QuestionnaireStructure;
  /** The question last selected in the builder: the Comments tab's "This question". */
  selectedQuestionId: string | null;
  /** Takes the reader to a question in the builder. */
  onShowQuestion?: (questionId: string) => void;
};

/**
 * §2 The right-hand panel, 320 px wide, with its four tabs (WAI-ARIA tabs: arrow keys, Home and
 * End). Only the open tab is rendered, so its list loads when it is opened.
 */
export const SidePanel = ({
  questionnaire,
  structure,
  selectedQuestionId,
  onShowQuestion,
}: Props) => {
  const questionnaireId = questionnaire.id;
  const [tab, setTab] = useState<CollaborationSideTab>('comments');
  const refs = useRef<Partial<Record<CollaborationSideTab, HTMLButtonElement | null>>>({});
  const tabs = COLLABORATION_SIDE_TABS;
  const move = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(tabs[next]!);
    refs.current[tabs[next]!]?.focus();
  };
  return (
    <aside
      aria-label="Collaboration"
      className="flex shrink-0 flex-col border-l border-border bg-bg"
      style={{ width: COLLABORATION_LIMITS.sidePanelWidthPx }}
    >
      <div
        role="tablist"
        aria-label="Collaboration panel"
        className="grid shrink-0 border-b border-border"
        style={{ gridTemplateColumns: `repeat(${COLLABORATION_LIMITS.sideTabs}, minmax(0, 1fr))` }}
      >
        {tabs.map((t, i) => {
          const selected = t === tab;
          return (
            <button
              key={t}
              ref={(el) => {
                refs.current[t] = el;
              }}
              id={tabId(t)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(t)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(t)}
              onKeyDown={(e) => move(e, i)}
              className={cn(
                '-mb-px h-9 border-b-2 text-[13px] font-medium',
                selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {TAB_LABELS[t]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        // A tab panel that scrolls is reachable from the keyboard (WAI-ARIA tabs pattern).
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {tab === 'comments' ? (
          <CommentsTab
            questionnaire={questionnaire}
            structure={structure}
            selectedQuestionId={selectedQuestionId}
            onShowQuestion={onShowQuestion}
          />
        ) : tab === 'versions' ? (
          <VersionsTab questionnaire={questionnaire} />
        ) : tab === 'activity' ? (
          <ActivityTab questionnaireId={questionnaireId} />
        ) : (
          <TeamTab questionnaireId={questionnaireId} />
        )}
      </div>
    </aside>
  );
};
