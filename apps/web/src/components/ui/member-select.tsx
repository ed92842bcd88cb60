import type { Member } from '@rampart/contracts';
import { memberItems, useMembers } from '../../lib/members.ts';
import { Select, type SelectProps } from './input.tsx';

type MemberSelectProps = Omit<SelectProps, 'children'> & {
  /** The label of the empty choice. */
  noneLabel?: string;
  /** A value that is not a member (a free-text owner kept as is). */
  extra?: { value: string; label: string } | null;
  /** Only the members who may take the work (e.g. whose role can review answers). */
  only?: (member: Member) => boolean;
};

/** A member of the organisation, by name; waits for the list without blocking the form. */
export const MemberSelect = ({
  noneLabel = 'Nobody',
  extra,
  only,
  ...props
}: MemberSelectProps) => {
  const members = useMembers();
  return (
    <Select {...props} aria-busy={members.isPending || undefined}>
      <option value="">{noneLabel}</option>
      {extra ? <option value={extra.value}>{extra.label}</option> : null}
      {members.isPending ? <option disabled>Loading members…</option> : null}
      {members.isError ? <option disabled>Members could not be loaded</option> : null}
      {memberItems(members.data)
        .filter((m) => !only || only(m))
        .map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.name} ({m.email})
          </option>
        ))}
    </Select>
  );
};
