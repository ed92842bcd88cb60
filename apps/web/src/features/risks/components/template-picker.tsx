import type { RiskTemplate } from '@rampart/contracts';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { useRiskTemplates } from '../api/get-risk-templates.ts';

/** Start a new risk from one of the server's templates; picking one fills the form. */
export const TemplatePicker = ({ onPick }: { onPick: (template: RiskTemplate) => void }) => {
  const templates = useRiskTemplates();
  const hint = templates.isError
    ? 'Templates could not be loaded; you can still fill the form yourself.'
    : 'Optional: fills the form with a common risk you can then adjust.';
  return (
    <Field label="Start from a template" hint={hint}>
      {(p) => (
        <Select
          {...p}
          defaultValue=""
          disabled={!templates.data}
          onChange={(e) => {
            const t = templates.data?.find((x) => x.id === e.target.value);
            if (t) onPick(t);
          }}
        >
          <option value="">{templates.isPending ? 'Loading templates…' : 'Blank risk'}</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
};
