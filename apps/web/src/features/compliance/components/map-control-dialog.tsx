import { useState } from 'react';
import type { RequirementStatusItem } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMapRequirementControl } from '../api/map-requirement-control.ts';
import type { ControlOption } from '../api/search-controls.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { ControlOptions } from './control-options.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  frameworkId: string;
  requirement: RequirementStatusItem;
};

const MapControlForm = ({
  frameworkId,
  requirement,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) => {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const [choice, setChoice] = useState<ControlOption | null>(null);
  const [statement, setStatement] = useState('');
  const map = useMapRequirementControl();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        map.mutate(
          { frameworkId, requirementId: requirement.id, controlId: choice.id, statement },
          {
            onSuccess: () => {
              toast({
                title: 'Control mapped',
                description: `${choice.title} → ${requirement.code}`,
              });
              onDone();
            },
          },
        );
      }}
    >
      {map.isError ? (
        <FormMessage>Failed to map the control: {errorMessage(map.error)}</FormMessage>
      ) : null}
      <PickerSearch
        label="Search controls"
        placeholder="Search your controls by title or description"
        value={text}
        onChange={setText}
      />
      <ControlOptions
        search={search}
        mapped={requirement.controls.map((c) => c.id)}
        value={choice?.id ?? null}
        onChange={setChoice}
      />
      <p className="text-[13px] text-muted" aria-live="polite">
        {choice ? `Selected: ${choice.title}` : 'Choose a control above.'}
      </p>
      <Field
        label="Statement (optional)"
        hint="How the control meets this requirement, in a sentence or two for auditors."
      >
        {(props) => (
          <Textarea
            {...props}
            maxLength={10_000}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter pending={map.isPending} failed={map.isError} disabled={!choice}>
        Map control
      </DialogFormFooter>
    </form>
  );
};

/** Maps one of the organisation's controls to the requirement. */
export const MapControlDialog = ({ open, onOpenChange, ...props }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Map an existing control"
      description={`Pick a control from your register that meets ${props.requirement.code} ${props.requirement.title}.`}
      className="max-h-[calc(100vh-2rem)] min-w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      {open ? <MapControlForm {...props} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
