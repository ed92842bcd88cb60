import type { IncomingPreview, SheetColumnRole, SheetLayoutInput } from '@rampart/contracts';

// The columns of each sheet as the person corrects them before an import (issue 22 point 2).

/** A sheet's layout while it is being corrected: the question column may still be unchosen. */
export type EditableLayout = {
  sheet: string;
  /** Imported: only with a question column. */
  included: boolean;
  headerRow: number | null;
  columns: Record<SheetColumnRole, number | null>;
};

const NO_COLUMNS: EditableLayout['columns'] = {
  question: null,
  answer: null,
  comment: null,
  section: null,
  reference: null,
};

/** The layouts of a preview, as found: a sheet with no question column starts left out. */
export const editableLayouts = (preview: IncomingPreview): EditableLayout[] =>
  preview.sheets
    .filter((s) => s.columnCount > 0)
    .map((s) => ({
      sheet: s.name,
      included: s.layout !== null,
      headerRow: s.layout?.headerRow ?? null,
      columns: s.layout ? { ...s.layout.columns } : { ...NO_COLUMNS },
    }));

/** What a column holds, when it holds anything. */
export const roleOfColumn = (layout: EditableLayout, column: number): SheetColumnRole | null =>
  (Object.entries(layout.columns).find(([, c]) => c === column)?.[0] as
    SheetColumnRole | undefined) ?? null;

/**
 * The column now holds the role (or nothing): a column holds one part, a part stands in one
 * column. Choosing a question column takes the sheet in; leaving none takes it out.
 */
export const withColumnRole = (
  layout: EditableLayout,
  column: number,
  role: SheetColumnRole | null,
): EditableLayout => {
  const columns = { ...layout.columns };
  for (const key of Object.keys(columns) as SheetColumnRole[]) {
    if (columns[key] === column) columns[key] = null;
  }
  if (role) columns[role] = column;
  const included = columns.question === null ? false : role === 'question' ? true : layout.included;
  return { ...layout, columns, included };
};

/** The layouts to send: the sheets taken in, each with its question column. */
export const layoutsToSend = (layouts: readonly EditableLayout[]): SheetLayoutInput[] =>
  layouts.flatMap((l) =>
    l.included && l.columns.question !== null
      ? [
          {
            sheet: l.sheet,
            headerRow: l.headerRow,
            columns: { ...l.columns, question: l.columns.question },
          },
        ]
      : [],
  );
