import { FormMessage } from './field.tsx';
import type { ImportLineError } from '../../lib/import-errors.ts';

/** The rows the server refused, line by line, so the file can be fixed. */
export const ImportErrors = ({
  errors,
  outcome = 'imported',
}: {
  errors: readonly ImportLineError[];
  /** What did not happen: "Nothing was imported" or "Nothing was changed". */
  outcome?: 'imported' | 'changed';
}) => (
  <div className="flex flex-col gap-2">
    <FormMessage>
      Nothing was {outcome}: {errors.length === 1 ? '1 problem' : `${errors.length} problems`} to
      fix in the file.
    </FormMessage>
    <div className="relative max-h-64 overflow-auto rounded-md border border-border">
      <table className="w-full text-left text-[13px]">
        <thead className="sticky top-0 bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Line
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Column
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.line}-${e.field}-${i}`} className="border-t border-border align-top">
              <td className="px-3 py-1.5 text-right text-muted tabular-nums">{e.line}</td>
              <td className="px-3 py-1.5 font-mono text-xs text-fg">{e.field}</td>
              <td className="px-3 py-1.5 text-fg">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </div>
);
