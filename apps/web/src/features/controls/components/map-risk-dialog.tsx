import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMapRisk } from '../api/map-risk.ts';
import { toFraction } from '../lib/effectiveness.ts';
import { PercentField } from './percent-field.tsx';
import { RiskOptions } from './risk-options.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controlId: string;
  mapped: string[];
};

/** A starting point the assessor adjusts: a control that mostly works. */
const DEFAULT_PERCENT = 70;

const MapRiskForm = ({
  controlId,
  mapped,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) => {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const [choice, setChoice] = useState<{ id: string; title: string } | null>(null);
  const [percent, setPercent] = useState(DEFAULT_PERCENT);
  const map = useMapRisk();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        map.mutate(
          { riskId: choice.id, controlId, effectiveness: toFraction(percent) },
          {
            onSuccess: () => {
              toast({ title: 'Risk mapped', description: choice.title });
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
        label="Search risks"
        placeholder="Search risks by title, description or owner"
        value={text}
        onChange={setText}
      />
      <RiskOptions
        search={search}
        mapped={mapped}
        value={choice?.id ?? null}
        onChange={setChoice}
      />
      <p className="text-[13px] text-muted" aria-live="polite">
        {choice ? (
          <>
            Selected: <Badge variant="accent">{choice.title}</Badge>
          </>
        ) : (
          'Choose a risk above.'
        )}
      </p>
      <PercentField
        label="Effectiveness against this risk"
        value={percent}
        onChange={setPercent}
        hint="How much of this risk the control removes; the risk's residual score follows."
      />
      <DialogFormFooter pending={map.isPending} failed={map.isError} disabled={!choice}>
        Map risk
      </DialogFormFooter>
    </form>
  );
};

export const MapRiskDialog = ({ open, onOpenChange, ...props }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Map to a risk"
      description="Pick a risk this control reduces and say how well it does."
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      <MapRiskForm {...props} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
