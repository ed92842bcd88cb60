import {
  API_TOKEN_AREA_LABELS,
  API_TOKEN_AREAS,
  type ApiTokenArea,
  type ApiTokenScope,
} from '@rampart/contracts';
import { Field } from './field.tsx';
import { Select } from './input.tsx';

/** "Risks: write, Vendors: read": what a token reaches, in words. */
export const scopeWords = (scopes: readonly ApiTokenScope[]) =>
  scopes
    .filter(
      (s) =>
        !(s.endsWith(':read') && scopes.includes(s.replace(':read', ':write') as ApiTokenScope)),
    )
    .map((s) => {
      const [area, level] = s.split(':') as [ApiTokenArea, string];
      return `${API_TOKEN_AREA_LABELS[area]}: ${level === 'write' ? 'read and write' : 'read'}`;
    })
    .join(' · ');

type Level = 'none' | 'read' | 'write';

/** The level an area has among the scopes. */
const levelOf = (scopes: readonly ApiTokenScope[], area: ApiTokenArea): Level =>
  scopes.includes(`${area}:write`) ? 'write' : scopes.includes(`${area}:read`) ? 'read' : 'none';

/**
 * One choice per area (no access, read, read and write), offering only what the person may
 * give: a level their role lacks is not listed.
 */
export const TokenScopesField = ({
  value,
  onChange,
  grantable,
  error,
  legend = 'Scopes',
  hint = 'What the token may reach. It never does more than its scopes, nor more than your role.',
}: {
  value: readonly ApiTokenScope[];
  onChange: (scopes: ApiTokenScope[]) => void;
  grantable: readonly ApiTokenScope[];
  error?: string;
  legend?: string;
  hint?: string;
}) => {
  const set = (area: ApiTokenArea, level: Level) =>
    onChange([
      ...value.filter((s) => !s.startsWith(`${area}:`)),
      ...(level === 'none' ? [] : [`${area}:${level}` as ApiTokenScope]),
    ]);
  const areas = API_TOKEN_AREAS.filter((a) => grantable.includes(`${a}:read`));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-[13px] font-medium text-fg">{legend}</legend>
      <p className="text-xs text-muted">{hint}</p>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {areas.map((area) => (
          <Field key={area} label={API_TOKEN_AREA_LABELS[area]}>
            {(p) => (
              <Select
                {...p}
                value={levelOf(value, area)}
                onChange={(e) => set(area, e.target.value as Level)}
              >
                <option value="none">No access</option>
                <option value="read">Read</option>
                {grantable.includes(`${area}:write`) ? (
                  <option value="write">Read and write</option>
                ) : null}
              </Select>
            )}
          </Field>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
