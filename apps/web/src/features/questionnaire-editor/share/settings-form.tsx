import {
  COLLABORATION_MESSAGES,
  SHARE_VISIBILITIES,
  SHARE_VISIBILITY_LABELS,
  type Questionnaire,
  type ShareSettings,
  type ShareVisibility,
} from '@rampart/contracts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateShareSettings } from './api/update-share-settings.ts';

const VISIBILITY_OPTIONS = SHARE_VISIBILITIES.map((value) => ({
  value,
  label: SHARE_VISIBILITY_LABELS[value],
}));

export const VISIBILITY_HINTS: Record<ShareVisibility, string> = {
  private: 'Only the people invited under People (and the organisation’s admins) can open it.',
  organization: 'Everyone in your organisation can open it, as their organisation role allows.',
  public:
    'Everyone in your organisation can open it and it is marked public; people outside still need a link.',
};

const CHANGED: Record<Exclude<keyof ShareSettings, 'visibility'>, [string, string]> = {
  requiresApproval: [
    'Invitations by others now wait for approval.',
    'Invitations no longer wait for approval.',
  ],
  allowDownload: ['People who can view it may download it.', 'Only admins may download it.'],
  watermark: ['Exports carry a watermark.', 'Exports carry no watermark.'],
};

/**
 * §3 Share settings: who in the organisation finds it, approval of invitations, downloads and
 * the watermark on exports. Each change is saved at once ('Sharing Updated'; making it visible
 * to the organisation says 'Questionnaire Shared'). Only the owner and admins may change them.
 */
export const SettingsForm = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const update = useUpdateShareSettings();
  const disabled = !q.abilities.manageSettings || update.isPending;
  const save = (patch: Partial<ShareSettings>) =>
    update.mutate(
      { id: q.id, patch },
      {
        onSuccess: () => {
          const [key, value] = Object.entries(patch)[0] as [keyof ShareSettings, unknown];
          if (key === 'visibility') {
            const v = value as ShareVisibility;
            toast({
              title:
                v === 'private'
                  ? COLLABORATION_MESSAGES.sharingUpdated
                  : COLLABORATION_MESSAGES.questionnaireShared,
              description: VISIBILITY_HINTS[v],
            });
          } else {
            const [on, off] = CHANGED[key];
            toast({ title: COLLABORATION_MESSAGES.sharingUpdated, description: value ? on : off });
          }
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {!q.abilities.manageSettings ? (
        <FormMessage tone="info">Only the owner and admins change these settings.</FormMessage>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-[13px] font-medium text-fg">
          Visibility
        </span>
        <SegmentedControl
          label="Visibility"
          options={VISIBILITY_OPTIONS}
          value={q.visibility}
          onChange={(visibility) => {
            if (!disabled && visibility !== q.visibility) save({ visibility });
          }}
          className={disabled ? 'pointer-events-none self-start opacity-60' : 'self-start'}
        />
        <p className="text-xs text-muted">{VISIBILITY_HINTS[q.visibility]}</p>
      </div>
      <div className="flex flex-col gap-3 rounded-md border border-border p-3">
        <SwitchField
          label="Approval required"
          description="Invitations made by anyone but the owner wait for the owner or an admin."
          checked={q.requiresApproval}
          disabled={disabled}
          onCheckedChange={(requiresApproval) => save({ requiresApproval })}
        />
        <SwitchField
          label="Allow download"
          description="People who can view it may download it; otherwise only admins."
          checked={q.allowDownload}
          disabled={disabled}
          onCheckedChange={(allowDownload) => save({ allowDownload })}
        />
        <SwitchField
          label="Watermark on exports"
          description="XLSX exports print who exported them and when in the page header and footer. CSV files carry no watermark: an import would read it as data."
          checked={q.watermark}
          disabled={disabled}
          onCheckedChange={(watermark) => save({ watermark })}
        />
      </div>
      {update.isError ? <FormMessage>{errorMessage(update.error)}</FormMessage> : null}
    </div>
  );
};
