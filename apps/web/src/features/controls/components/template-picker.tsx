import { useState } from 'react';
import type { ControlTemplate } from '@rampart/contracts';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { useControlTemplates } from '../api/get-control-templates.ts';

/** "Start from": blank or one of the server's templates, which fills the form below. */
export const TemplatePicker = ({ onPick }: { onPick: (t: ControlTemplate | null) => void }) => {
  const templates = useControlTemplates();
  const [value, setValue] = useState('');
  const items = templates.data ?? [];
  const chosen = items.find((t) => t.id === value);
  return (
    <Field
      label="Start from"
      hint={
        templates.isError
          ? 'Templates could not be loaded; start from a blank control.'
          : (chosen?.description ??
            'A template fills in a common control; you can change any field.')
      }
    >
      {(p) => (
        <Select
          {...p}
          value={value}
          disabled={templates.isPending || templates.isError}
          onChange={(e) => {
            setValue(e.target.value);
            onPick(items.find((t) => t.id === e.target.value) ?? null);
          }}
        >
          <option value="">{templates.isPending ? 'Loading templates…' : 'Blank control'}</option>
          {items.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
};
