import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type Props = {
  /** A result is shown already: the button computes it again. */
  again: boolean;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onClick: () => void;
};

/**
 * Computes an analysis (insights, a period's trends) and keeps it: reading one never spends the
 * AI limit, asking for a new one does, so it is a button, with its failure beside it.
 */
export const AnalyseButton = ({ again, mutation, onClick }: Props) => (
  <div className="flex flex-col items-end gap-1">
    <Button
      variant={again ? 'secondary' : 'primary'}
      size="sm"
      loading={mutation.isPending}
      onClick={onClick}
    >
      {again ? <RefreshCw aria-hidden /> : null}
      {again ? 'Analyse again' : 'Analyse now'}
    </Button>
    {mutation.isError ? (
      <p role="alert" className="text-xs text-danger-text">
        {errorMessage(mutation.error)}
      </p>
    ) : null}
  </div>
);
