import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRiskOption, useRiskOptions } from '../api/get-risk-options.ts';

type RiskSubjectProps = {
  riskId: string | undefined;
  onChange: (riskId: string) => void;
  error?: string;
};

/** The risk to generate for: the one the page was opened for, or any of the register's. */
export const RiskSubject = ({ riskId, onChange, error }: RiskSubjectProps) => {
  const options = useRiskOptions('');
  const named = useRiskOption(riskId);
  if (options.isPending) return <Skeleton className="h-14" />;
  const list = options.data?.items ?? [];
  const extra = named.data && !list.some((r) => r.id === named.data.id) ? [named.data] : [];
  return (
    <Field
      label="Risk"
      error={error ?? (options.isError ? 'Failed to load risks' : undefined)}
      hint="Controls are generated for this risk, from its title and description."
    >
      {(p) => (
        <Select {...p} value={riskId ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            Choose a risk…
          </option>
          {[...extra, ...list].map((r) => (
            <option key={r.id} value={r.id}>
              {r.title} ({r.riskLevel}, score {r.riskScore})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
};
