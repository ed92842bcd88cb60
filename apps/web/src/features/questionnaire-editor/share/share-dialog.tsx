import { useState } from 'react';
import { Settings2, Share2 } from 'lucide-react';
import type { Questionnaire } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { AssignmentsTab } from './assignments-tab.tsx';
import { LinksTab } from './links-tab.tsx';
import { PeopleTab } from './people-tab.tsx';
import { SettingsForm } from './settings-form.tsx';
import { ShareTabs, type ShareTab } from './share-tabs.tsx';

type Tab = 'people' | 'links' | 'assignments' | 'settings';

/** §2 The Share dialog's tabs, in order; in Rampart all four work. */
const TABS: readonly ShareTab<Tab>[] = [
  { value: 'people', label: 'People' },
  { value: 'links', label: 'Links' },
  { value: 'assignments', label: 'Assignments' },
  { value: 'settings', label: 'Settings' },
];

const Tabs = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const [tab, setTab] = useState<Tab>('people');
  return (
    <ShareTabs label="Sharing" tabs={TABS} value={tab} onChange={setTab}>
      {tab === 'people' ? (
        <PeopleTab questionnaire={q} />
      ) : tab === 'links' ? (
        <LinksTab questionnaire={q} />
      ) : tab === 'assignments' ? (
        <AssignmentsTab questionnaire={q} />
      ) : (
        <SettingsForm questionnaire={q} />
      )}
    </ShareTabs>
  );
};

/**
 * The Share button and its dialog (§2), offered to those who may share (the questionnaire's
 * `abilities.share`); beside it, for those who manage its settings, the simpler share-settings
 * dialog. What each control allows follows the actor's role on the questionnaire.
 */
export const ShareDialog = ({ questionnaire: q }: { questionnaire: Questionnaire }) => (
  <>
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <Share2 aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent title={`Share ${q.title}`} className="w-[min(640px,calc(100vw-2rem))] pb-4">
        <Tabs questionnaire={q} />
      </DialogContent>
    </Dialog>
    {q.abilities.manageSettings ? (
      <Dialog>
        <DialogTrigger asChild>
          <Button size="icon" variant="ghost" aria-label="Share settings" title="Share settings">
            <Settings2 aria-hidden />
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Share settings"
          description={`Who can open ${q.title}, and what they may take away.`}
          className="w-[min(480px,calc(100vw-2rem))]"
        >
          <SettingsForm questionnaire={q} />
        </DialogContent>
      </Dialog>
    ) : null}
  </>
);
