import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { VendorFinding } from '../api/get-vendor-findings.ts';
import { useMapFindingControl } from '../api/map-finding-control.ts';
import { ControlOptions } from './control-options.tsx';

type Props = {
  finding: VendorFinding | null;
  vendorId: string;
  onOpenChange: (open: boolean) => void;
};

const MapControlForm = ({
  finding,
  vendorId,
  onDone,
}: {
  finding: VendorFinding;
  vendorId: string;
  onDone: () => void;
}) => {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<{ id: string; title: string } | null>(
    finding.controlId ? { id: finding.controlId, title: '' } : null,
  );
  const map = useMapFindingControl();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        map.mutate(
          { findingId: finding.id, vendorId, controlId: choice.id },
          {
            onSuccess: () => {
              toast({ title: 'Finding mapped to control', description: choice.title || undefined });
              onDone();
            },
          },
        );
      }}
    >
      {map.isError ? (
        <FormMessage>Failed to map finding to control: {errorMessage(map.error)}</FormMessage>
      ) : null}
      <PickerSearch
        label="Search controls"
        placeholder="Search controls by title or description"
        value={search}
        onChange={setSearch}
      />
      <ControlOptions search={search} value={choice?.id ?? null} onChange={setChoice} />
      <DialogFormFooter
        pending={map.isPending}
        disabled={!choice || choice.id === finding.controlId}
      >
        Map to control
      </DialogFormFooter>
    </form>
  );
};

/** Names the control that answers a vendor finding (vendor-management controls first). */
export const MapControlDialog = ({ finding, vendorId, onOpenChange }: Props) => (
  <Dialog open={finding !== null} onOpenChange={onOpenChange}>
    <DialogContent
      title="Map finding to a control"
      description={finding ? `“${finding.title}”: pick the control that addresses it.` : undefined}
      className="w-[min(600px,calc(100vw-2rem))]"
    >
      {finding ? (
        <MapControlForm
          key={finding.id}
          finding={finding}
          vendorId={vendorId}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </DialogContent>
  </Dialog>
);
