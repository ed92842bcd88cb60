import { Select, type SelectProps } from '../../../components/ui/input.tsx';
import { useMembers } from '../api/get-members.ts';

type MemberSelectProps = Omit<SelectProps, 'children'> & { noneLabel?: string };

/** A member of the organisation, by name; waits for the list without blocking the form. */
export const MemberSelect = ({ noneLabel = 'Nobody', ...props }: MemberSelectProps) => {
  const members = useMembers();
  const items = members.data?.items ?? [];
  return (
    <Select {...props} aria-busy={members.isPending || undefined}>
      <option value="">{noneLabel}</option>
      {members.isPending ? <option disabled>Loading members…</option> : null}
      {members.isError ? <option disabled>Members could not be loaded</option> : null}
      {items.map((m) => (
        <option key={m.userId} value={m.userId}>
          {m.name} ({m.email})
        </option>
      ))}
    </Select>
  );
};
