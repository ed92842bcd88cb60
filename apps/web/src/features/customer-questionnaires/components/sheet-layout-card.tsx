import { useState } from 'react';
import {
  SHEET_COLUMN_ROLE_LABELS,
  SHEET_COLUMN_ROLES,
  type IncomingPreview,
  type SheetColumnRole,
} from '@rampart/contracts';
import { formatNumber } from '@rampart/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../../components/ui/input.tsx';
import { roleOfColumn, withColumnRole, type EditableLayout } from '../lib/sheet-layouts.ts';

type PreviewSheet = IncomingPreview['sheets'][number];

/** Spreadsheet column letters: A..Z, AA.. */
export const columnLetter = (index: number): string => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

const HeaderRowField = ({
  value,
  onCommit,
}: {
  value: number | null;
  onCommit: (row: number | null) => void;
}) => {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setText(value === null ? '' : String(value));
  }
  const commit = () => {
    const n = Number(text);
    const next = text.trim() === '' ? null : Number.isInteger(n) && n >= 1 ? n : value;
    setText(next === null ? '' : String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <Field
      label="Header row"
      className="max-w-xs"
      hint="Questions are read below it. Leave empty when there is none."
    >
      {(p) => (
        <Input
          {...p}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
      )}
    </Field>
  );
};

/**
 * One sheet of the customer's file: what each column holds (a person corrects the guess), its
 * header row, whether it is imported, its first rows and the first questions they give.
 */
export const SheetLayoutCard = ({
  sheet,
  layout,
  onChange,
  disabled,
}: {
  sheet: PreviewSheet;
  layout: EditableLayout;
  onChange: (layout: EditableLayout) => void;
  disabled: boolean;
}) => {
  const columns = Array.from({ length: sheet.columnCount }, (_, i) => i);
  const count = layout.included ? sheet.questionCount : 0;
  return (
    <Card>
      <CardHeader
        title={sheet.name}
        description={
          layout.included
            ? `${formatNumber(count)} ${count === 1 ? 'question' : 'questions'} found in ${formatNumber(sheet.rowCount)} rows`
            : layout.columns.question === null
              ? 'Not imported: choose the column that holds the questions'
              : 'Not imported'
        }
        actions={
          <label className="inline-flex items-center gap-2 text-sm text-fg">
            <Checkbox
              checked={layout.included}
              disabled={disabled || layout.columns.question === null}
              onChange={(e) => onChange({ ...layout, included: e.target.checked })}
            />
            Import this sheet
          </label>
        }
      />
      <CardContent className="flex flex-col gap-4">
        <HeaderRowField
          value={layout.headerRow}
          onCommit={(headerRow) => onChange({ ...layout, headerRow })}
        />
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-[13px]">
            <caption className="sr-only">
              What each column of {sheet.name} holds, and its first rows
            </caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-xs font-medium text-muted">
                  Row
                </th>
                {columns.map((i) => (
                  <th key={i} scope="col" className="min-w-36 px-2 py-1.5 align-top">
                    <span className="mb-1 block text-xs font-medium text-muted">
                      Column {columnLetter(i)}
                    </span>
                    <Select
                      aria-label={`Column ${columnLetter(i)} of ${sheet.name} holds`}
                      value={roleOfColumn(layout, i) ?? ''}
                      disabled={disabled}
                      onChange={(e) =>
                        onChange(
                          withColumnRole(
                            layout,
                            i,
                            (e.target.value || null) as SheetColumnRole | null,
                          ),
                        )
                      }
                    >
                      <option value="">Nothing to read</option>
                      {SHEET_COLUMN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {SHEET_COLUMN_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.sampleRows.map((r) => (
                <tr
                  key={r.row}
                  className={
                    r.row === layout.headerRow
                      ? 'border-t border-border bg-hover font-medium'
                      : 'border-t border-border'
                  }
                >
                  <td className="px-2 py-1.5 text-muted tabular-nums">{r.row}</td>
                  {columns.map((i) => (
                    <td key={i} className="max-w-72 px-2 py-1.5 align-top">
                      <span className="line-clamp-3 break-words">{r.cells[i] ?? ''}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {layout.included && sheet.sampleQuestions.length > 0 ? (
          <div>
            <h3 className="mb-1 text-xs font-medium text-muted">First questions</h3>
            <ol className="flex flex-col gap-1 text-[13px] text-fg">
              {sheet.sampleQuestions.map((q) => (
                <li key={`${q.sheet}:${q.row}`} className="flex gap-2">
                  <span className="shrink-0 text-muted tabular-nums">
                    {q.reference ?? `Row ${q.row}`}
                  </span>
                  <span className="min-w-0 break-words">
                    {q.text}
                    {q.allowedAnswers ? (
                      <span className="text-muted"> · {q.allowedAnswers.join(' / ')}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
};
