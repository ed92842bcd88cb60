import { Plus, Trash2 } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';

/** A role a provider's groups may give: never owner (owners are made in Rampart only). */
export type MappedRole = Exclude<Role, 'owner'>;
export type RoleMapping = { group: string; role: MappedRole };

/** The roles a provider's groups may give, as the options of a select. */
export const roleOptions = ROLES.filter((r) => r !== 'owner').map((r) => (
  <option key={r} value={r}>
    {ROLE_LABELS[r]}
  </option>
));

/**
 * An editor of group → role mappings, controlled: each change hands the whole new list to
 * onChange. Disabled, the mappings are shown but cannot be changed, added or removed.
 */
export const RoleMappingsField = ({
  label,
  description,
  value,
  onChange,
  disabled = false,
  groupError,
}: {
  label: string;
  description: string;
  value: readonly RoleMapping[];
  onChange: (value: RoleMapping[]) => void;
  disabled?: boolean;
  /** The message for a row's group, if it was refused. */
  groupError?: (index: number) => string | undefined;
}) => {
  const change = (index: number, mapping: Partial<RoleMapping>) =>
    onChange(value.map((m, i) => (i === index ? { ...m, ...mapping } : m)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-[13px] font-medium text-fg">{label}</legend>
      <p className="text-xs text-muted">{description}</p>
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-col gap-2">
          {value.map((m, index) => (
            // By position: a row is its place in the list (the remove button says which).
            <li key={index} className="flex flex-wrap items-start gap-2">
              <Field label="Group" className="min-w-0 flex-1 basis-40" error={groupError?.(index)}>
                {(p) => (
                  <Input
                    {...p}
                    value={m.group}
                    disabled={disabled}
                    onChange={(e) => change(index, { group: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Role" className="basis-36">
                {(p) => (
                  <Select
                    {...p}
                    value={m.role}
                    disabled={disabled}
                    onChange={(e) => change(index, { role: e.target.value as MappedRole })}
                  >
                    {roleOptions}
                  </Select>
                )}
              </Field>
              {disabled ? null : (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="mt-6"
                  aria-label={`Remove the mapping ${index + 1}`}
                  title="Remove"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : disabled ? (
        <p className="text-[13px] text-muted">None: everyone gets the default role.</p>
      ) : null}
      {disabled ? null : (
        <Button
          size="sm"
          className="self-start"
          onClick={() => onChange([...value, { group: '', role: 'member' }])}
        >
          <Plus aria-hidden /> Add a mapping
        </Button>
      )}
    </fieldset>
  );
};
