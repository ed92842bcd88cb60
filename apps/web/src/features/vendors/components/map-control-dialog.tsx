import { useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
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
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search controls"
          placeholder="Search controls by title or description"
          className="pl-8"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
        />
      </div>
      <ControlOptions search={search} value={choice?.id ?? null} onChange={setChoice} />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant="primary"
          disabled={!choice || choice.id === finding.controlId}
          loading={map.isPending}
        >
          Map to control
        </Button>
      </DialogFooter>
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
