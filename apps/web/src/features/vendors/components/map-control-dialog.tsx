import { useCallback, useState } from 'react';
import { hasPermission } from '@rampart/domain';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import type { VendorFinding } from '../api/get-vendor-findings.ts';
import { useMapFindingControl } from '../api/map-finding-control.ts';
import { ControlOptions } from './control-options.tsx';
import { LibraryOptions } from './library-options.tsx';

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
  const text = useDebounced(search.trim(), 250);
  const [choice, setChoice] = useState<{ id: string; title: string } | null>(
    finding.controlId ? { id: finding.controlId, title: '' } : null,
  );
  const [focusPicked, setFocusPicked] = useState(false);
  const permissions = useSessionUser()?.permissions ?? [];
  const canAdopt = hasPermission(permissions, 'controls:write');
  const onAdopted = useCallback((control: { id: string; title: string }) => {
    setChoice(control);
    setFocusPicked(true);
  }, []);
  const onFocused = useCallback(() => setFocusPicked(false), []);
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
        placeholder="Search your controls and the library"
        value={search}
        onChange={setSearch}
      />
      <ControlOptions
        search={text}
        value={choice?.id ?? null}
        onChange={setChoice}
        focusPicked={focusPicked}
        onFocused={onFocused}
      />
      <LibraryOptions search={text} canAdopt={canAdopt} onAdopted={onAdopted} />
      <DialogFormFooter
        pending={map.isPending}
        disabled={!choice || choice.id === finding.controlId}
      >
        Map to control
      </DialogFormFooter>
    </form>
  );
};

/**
 * Names the control that answers a vendor finding: the organisation's (vendor-management ones
 * first), or one adopted here from the library's vendor-management controls.
 */
export const MapControlDialog = ({ finding, vendorId, onOpenChange }: Props) => (
  <Dialog open={finding !== null} onOpenChange={onOpenChange}>
    <DialogContent
      title="Map finding to a control"
      description={
        finding
          ? `“${finding.title}”: pick the control that addresses it, or adopt one from the library.`
          : undefined
      }
      className="max-h-[calc(100dvh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
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
