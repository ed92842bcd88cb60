import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { CompleteTestDialog } from './complete-test-dialog.tsx';

type Props = { control: Control; size?: ButtonSize; variant?: 'primary' | 'secondary' };

/** "Complete test" for users the control lets test (abilities.test); nothing for others. */
export const CompleteTestButton = ({ control, size = 'sm', variant = 'secondary' }: Props) => {
  const [open, setOpen] = useState(false);
  if (!control.abilities.test) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => setOpen(true)}
        aria-label={`Complete test of ${control.title}`}
      >
        <CheckCheck aria-hidden />
        Complete test
      </Button>
      <CompleteTestDialog control={control} open={open} onOpenChange={setOpen} />
    </>
  );
};
