import type { DocumentKind } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { KIND_OPTIONS } from './document-badges.tsx';

export type DocumentFieldValues = {
  kind: DocumentKind;
  /** '' for nobody. */
  ownerUserId: string;
  /** YYYY-MM-DD, or '' for none. */
  reviewDate: string;
  expiresAt: string;
};

type Props = {
  values: DocumentFieldValues;
  onChange: (change: Partial<DocumentFieldValues>) => void;
  errors: Partial<Record<keyof DocumentFieldValues, string>>;
};

/** Kind, owner, review date and expiry: the same fields when adding and when editing. */
export const DocumentFieldsGrid = ({ values, onChange, errors }: Props) => (
  <div className="grid gap-4 sm:grid-cols-2">
    <Field label="Kind" error={errors.kind}>
      {(p) => (
        <Select
          {...p}
          value={values.kind}
          onChange={(e) => onChange({ kind: e.target.value as DocumentKind })}
        >
          {KIND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
    <Field label="Owner" error={errors.ownerUserId}>
      {(p) => (
        <MemberSelect
          {...p}
          value={values.ownerUserId}
          onChange={(e) => onChange({ ownerUserId: e.target.value })}
        />
      )}
    </Field>
    <DateField
      label="Review date"
      hint="When it is next due for review."
      value={values.reviewDate}
      onChange={(reviewDate) => onChange({ reviewDate })}
      error={errors.reviewDate}
    />
    <DateField
      label="Expires on"
      hint="Leave empty if it does not expire."
      value={values.expiresAt}
      onChange={(expiresAt) => onChange({ expiresAt })}
      error={errors.expiresAt}
    />
  </div>
);
