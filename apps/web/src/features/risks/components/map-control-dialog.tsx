import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMapControl } from '../api/map-control.ts';
import { ControlOptions } from './control-options.tsx';
import { EffectivenessInput } from './effectiveness-input.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  riskId: string;
  mapped: string[];
};

/** A default the assessor adjusts: a control that mostly works. */
const DEFAULT_EFFECTIVENESS = 0.7;

const MapControlForm = ({
  riskId,
  mapped,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) => {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<{ id: string; title: string } | null>(null);
  const [effectiveness, setEffectiveness] = useState(DEFAULT_EFFECTIVENESS);
  const map = useMapControl();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        map.mutate(
          { riskId, controlId: choice.id, effectiveness },
          {
            onSuccess: () => {
              toast({ title: 'Control mapped', description: choice.title });
              onDone();
            },
          },
        );
      }}
    >
      {map.isError ? (
        <FormMessage>Failed to map control to risk: {errorMessage(map.error)}</FormMessage>
      ) : null}
      <PickerSearch
        label="Search controls"
        placeholder="Search controls by title or description"
        value={search}
        onChange={setSearch}
      />
      <ControlOptions
        search={search}
        mapped={mapped}
        value={choice?.id ?? null}
        onChange={setChoice}
      />
      <div className="flex items-center justify-between gap-3 text-[13px]">
        <span className="text-muted">
          {choice ? (
            <>
              Selected: <Badge variant="accent">{choice.title}</Badge>
            </>
          ) : (
            'Choose a control above.'
          )}
        </span>
        <label className="inline-flex items-center gap-2 text-fg">
          Effectiveness
          <EffectivenessInput
            value={effectiveness}
            label="Effectiveness, percent"
            onCommit={setEffectiveness}
          />
        </label>
      </div>
      <DialogFormFooter pending={map.isPending} disabled={!choice}>
        Map control
      </DialogFormFooter>
    </form>
  );
};

export const MapControlDialog = ({ open, onOpenChange, ...props }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Map a control"
      description="Pick a control from the library and say how well it reduces this risk."
      className="w-[min(600px,calc(100vw-2rem))]"
    >
      <MapControlForm {...props} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
