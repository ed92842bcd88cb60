import { Link } from '@tanstack/react-router';
import { Check, Plus } from 'lucide-react';
import { useAdoptLibraryControls } from '../../lib/adopt-library-controls.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import { toast } from './toast.tsx';

type Props = {
  control: { id: string; name: string; adoptedControlId: string | null };
  canAdopt: boolean;
};

/** Adopt one library control, or, once adopted, a link to it in the register. */
export const AdoptControlButton = ({ control, canAdopt }: Props) => {
  const adopt = useAdoptLibraryControls({
    onAdopted: () => toast({ title: 'Control adopted', description: control.name }),
    onFailed: (err) =>
      toast({
        title: 'Failed to adopt the control',
        description: errorMessage(err),
        variant: 'destructive',
      }),
  });
  if (control.adoptedControlId) {
    return (
      <Link
        to="/dashboard/controls/$controlId"
        params={{ controlId: control.adoptedControlId }}
        className="inline-flex items-center gap-1 text-[13px] font-medium whitespace-nowrap text-success-text hover:underline"
        aria-label={`Adopted: open ${control.name} in the register`}
      >
        <Check className="size-4" aria-hidden />
        Adopted
      </Link>
    );
  }
  if (!canAdopt) return <span className="text-xs text-muted">Not adopted</span>;
  return (
    <Button
      size="sm"
      aria-label={`Adopt ${control.name}`}
      loading={adopt.isPending}
      onClick={() => adopt.mutate([control.id])}
    >
      {adopt.isPending ? null : <Plus aria-hidden />}
      Adopt
    </Button>
  );
};
