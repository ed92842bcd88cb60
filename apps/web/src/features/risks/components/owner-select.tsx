import { Select, type SelectProps } from '../../../components/ui/input.tsx';
import { useOwnerOptions } from '../api/get-owner-options.ts';
import { KEEP_OWNER } from '../lib/risk-form.ts';

type OwnerSelectProps = Omit<SelectProps, 'children'> & {
  /** The free-text owner a risk keeps when it is not one of the members. */
  keptOwner?: string | null;
};

/** Owner picker over the organisation's members; says so when they cannot be loaded. */
export const OwnerSelect = ({ keptOwner, ...props }: OwnerSelectProps) => {
  const members = useOwnerOptions();
  return (
    <Select {...props} disabled={props.disabled || members.isError}>
      <option value="">Unassigned</option>
      {keptOwner ? <option value={KEEP_OWNER}>{keptOwner}</option> : null}
      {members.isPending ? <option disabled>Loading members…</option> : null}
      {members.isError ? <option disabled>Could not load members</option> : null}
      {members.data?.items.map((m) => (
        <option key={m.userId} value={m.userId}>
          {m.name} ({m.email})
        </option>
      ))}
    </Select>
  );
};
