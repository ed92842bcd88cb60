// A customer's questionnaire as they sent it (issue 22 point 2): each sheet (or Word table, or
// CSV file) read as a grid of cell texts, where the questions, the answers to write and the
// comments stand. Customers' workbooks have no standard layout (SIG Lite, CAIQ, home-made), so
// the columns are guessed from the header row's words, or from the cells themselves when there
// is no header, and shown to a person who corrects them before anything is imported.

/** One row of a sheet: its number in the file (1-based) and its cells' texts, left to right. */
export type GridRow = {
  row: number;
  cells: readonly string[];
  /** Per cell, the answers its data-validation list allows (a dropdown), when it has one. */
  allowed?: readonly (readonly string[] | null)[];
};

/** A sheet, a Word table or a CSV file, as rows of texts. */
export type SheetGrid = { name: string; rows: readonly GridRow[] };

/** Where a sheet's parts stand: column indexes (0-based), `null` where there is none. */
export type SheetColumns = {
  question: number;
  answer: number | null;
  comment: number | null;
  section: number | null;
  reference: number | null;
};

export type SheetLayout = {
  sheet: string;
  /** The header row's number in the file; questions start below it. `null`: no header. */
  headerRow: number | null;
  columns: SheetColumns;
};

export type IncomingQuestion = {
  sheet: string;
  row: number;
  section: string | null;
  /** The customer's own number for the question ("A.1.2"), when the sheet has a column for it. */
  reference: string | null;
  text: string;
  /** The answers the customer's dropdown allows in the answer cell, `null` when free text. */
  allowedAnswers: readonly string[] | null;
};

type Role = keyof SheetColumns;

// The words of header cells, by what the column holds. Checked in this order: "Response
// comments" is a comment column, "Question ID" a reference, "Control question" a question.
const HEADER_WORDS: readonly [Role, RegExp][] = [
  [
    'comment',
    /\b(comments?|explanations?|notes?|remarks?|details?|justifications?|supporting|evidence|additional information|clarifications?|implementation)\b/i,
  ],
  [
    'reference',
    /^(#|no\.?|nr\.?|num(ber)?|id|ref\.?|reference|item|s\/n|(q|ques|question)\s*(#|no\.?|num|number|id)|control\s*(id|ref(erence)?))$/i,
  ],
  ['answer', /\b(answers?|responses?|reply|yes\s*\/\s*no|compliant|compliance|status)\b/i],
  [
    'question',
    /\b(questions?|requirements?|control\s+(question|statement|specification)|queries|query|description|criteria|assessment)\b/i,
  ],
  ['section', /\b(sections?|categor(y|ies)|domains?|areas?|topics?|groups?|control\s+family)\b/i],
];

const roleOfHeader = (text: string): Role | null => {
  const t = text.trim();
  if (!t || t.length > 80) return null;
  for (const [role, words] of HEADER_WORDS) if (words.test(t)) return role;
  return null;
};

/** How many leading rows may come before the header (titles, instructions, a logo's caption). */
const HEADER_SEARCH_ROWS = 40;

const nonEmpty = (cells: readonly string[]) => cells.filter((c) => c.trim() !== '').length;

/** A question without the answer hint customers add after it: "MFA on VPN? Y/N". */
const withoutAnswerHint = (text: string): string => {
  const whole = text.trim();
  // Only the end is read: a long cell of spaces must not be searched again and again.
  const tail = whole.slice(-20);
  const hint = /\(?\b(y\s*\/\s*n|yes\s*\/\s*no|yes or no)\)?\.?$/i.exec(tail);
  return hint ? whole.slice(0, whole.length - tail.length + hint.index).trimEnd() : whole;
};

/** A cell that reads as a question rather than a label: a sentence, or one ending in "?". */
const looksLikeQuestion = (text: string): boolean => {
  const t = withoutAnswerHint(text);
  // An answer hint ("(yes/no)") asks for an answer as much as a question mark does.
  if (t.endsWith('?') || t !== text.trim()) return t.length >= 6;
  return t.length >= 20 && /\s/.test(t) && /[a-z]/i.test(t);
};

/** How instructions to whoever fills the sheet open: they ask for nothing to be answered. */
const INSTRUCTION =
  /^(please|note|notes|instructions?|complete|return|fill|answer|thank|for each|this (questionnaire|workbook|sheet|form)|if you|all questions|you (must|should))\b/i;

/**
 * Without a header, a cell that asks something: ending in "?", or a sentence that is not an
 * instruction about the sheet itself.
 */
const asksSomething = (text: string): boolean =>
  looksLikeQuestion(text) &&
  (withoutAnswerHint(text).endsWith('?') || !INSTRUCTION.test(text.trim()));

const widestColumn = (rows: readonly GridRow[]) =>
  rows.reduce((n, r) => Math.max(n, r.cells.length), 0);

/** The columns named by a header row, or `null` when the row names no question column. */
const columnsOfHeader = (row: GridRow): SheetColumns | null => {
  const found: Partial<Record<Role, number>> = {};
  row.cells.forEach((cell, i) => {
    const role = roleOfHeader(cell);
    if (role && found[role] === undefined) found[role] = i;
  });
  if (found.question === undefined) return null;
  return {
    question: found.question,
    answer: found.answer ?? null,
    comment: found.comment ?? null,
    section: found.section ?? null,
    reference: found.reference ?? null,
  };
};

const scoreOf = (c: SheetColumns) =>
  1 + (c.answer !== null ? 2 : 0) + (c.comment !== null ? 1 : 0) + (c.reference !== null ? 1 : 0);

/**
 * Without a header: the question column is the one with the most question-like cells; the answer
 * column the first after it whose cells carry dropdowns, else the first empty one after it; the
 * comment column the next empty one.
 */
const columnsWithoutHeader = (rows: readonly GridRow[]): SheetColumns | null => {
  const width = widestColumn(rows);
  const questionLike = Array.from({ length: width }, () => 0);
  const dropdowns = Array.from({ length: width }, () => 0);
  const filled = Array.from({ length: width }, () => 0);
  for (const r of rows) {
    r.cells.forEach((cell, i) => {
      if (cell.trim() !== '') filled[i]! += 1;
      if (asksSomething(cell)) questionLike[i]! += 1;
    });
    r.allowed?.forEach((list, i) => {
      if (list && list.length > 0) dropdowns[i]! += 1;
    });
  }
  let question = -1;
  questionLike.forEach((n, i) => {
    if (n > 0 && (question < 0 || n > questionLike[question]!)) question = i;
  });
  if (question < 0) return null;
  const after = Array.from(
    { length: Math.max(0, width - question - 1) },
    (_, k) => question + 1 + k,
  );
  const byDropdown = after.find((i) => dropdowns[i]! > 0);
  const empties = after.filter((i) => filled[i] === 0);
  // A sheet of questions alone (a one-column CSV) has no answer column yet: none is made up.
  const answer = byDropdown ?? empties[0] ?? (question + 1 < width ? question + 1 : null);
  const comment = empties.find((i) => i !== answer) ?? null;
  const reference =
    question > 0 &&
    rows.some((r) => /^[A-Z]{0,4}[-. ]?\d+(\.\d+)*\.?$/i.test(r.cells[0]?.trim() ?? ''))
      ? 0
      : null;
  return { question, answer, comment, section: null, reference };
};

/** Where the questions, answers and comments of a sheet stand, guessed (see the file's head). */
export const detectLayout = (grid: SheetGrid): SheetLayout | null => {
  let best: { row: number; columns: SheetColumns } | null = null;
  for (const row of grid.rows.slice(0, HEADER_SEARCH_ROWS)) {
    if (nonEmpty(row.cells) < 2) continue;
    const columns = columnsOfHeader(row);
    if (columns && (!best || scoreOf(columns) > scoreOf(best.columns))) {
      best = { row: row.row, columns };
    }
  }
  if (best) return { sheet: grid.name, headerRow: best.row, columns: best.columns };
  const columns = columnsWithoutHeader(grid.rows);
  return columns ? { sheet: grid.name, headerRow: null, columns } : null;
};

const cellOf = (row: GridRow, column: number | null) =>
  column === null ? '' : (row.cells[column] ?? '').replace(/\s+/g, ' ').trim();

/**
 * The questions of a sheet under a layout (detected, or as a person corrected it). A row with
 * text in the question column is one, unless it is a heading: a short text that is not a
 * sentence, alone in its row (or beside a top-level number such as "B"), with no answer. A
 * heading names the section of the rows below it; a section column, where there is one, names
 * each question's section instead.
 */
export const questionsOf = (grid: SheetGrid, layout: SheetLayout): IncomingQuestion[] => {
  const { columns } = layout;
  const questions: IncomingQuestion[] = [];
  let heading: string | null = null;
  for (const row of grid.rows) {
    if (layout.headerRow !== null && row.row <= layout.headerRow) continue;
    const text = cellOf(row, columns.question);
    const allowed = columns.answer === null ? null : (row.allowed?.[columns.answer] ?? null);
    const filledCells = nonEmpty(row.cells);
    if (!text) {
      // A heading may stand in the first column, left of the questions.
      const first = row.cells.find((c) => c.trim() !== '')?.trim() ?? '';
      if (filledCells === 1 && first.length <= 120 && !looksLikeQuestion(first)) heading = first;
      continue;
    }
    const reference = cellOf(row, columns.reference) || null;
    const answer = cellOf(row, columns.answer);
    // A dropdown does not tell: a whole column often carries one, headings included.
    const isHeading =
      !looksLikeQuestion(text) &&
      !answer &&
      (filledCells === 1 || (reference !== null && filledCells === 2 && !/\.\d/.test(reference)));
    if (isHeading) {
      heading = reference ? `${reference} ${text}` : text;
      continue;
    }
    if (text.length < 3) continue;
    questions.push({
      sheet: grid.name,
      row: row.row,
      section: cellOf(row, columns.section) || heading,
      reference,
      text,
      allowedAnswers: allowed && allowed.length > 0 ? allowed : null,
    });
  }
  return questions;
};

/** Lines that number a question: "1.", "1.2", "Q3:", "(a)", "A.1.2"; or a bullet: "-", "*", "•". */
const NUMBERED =
  /^\s*(?:(q(?:uestion)?\s*\d+[.:)]?)|(\d+(?:\.\d+)*[.)]?)|(\([a-z0-9]{1,3}\))|([A-Z]{1,4}[-.]\d+(?:\.\d+)*)|[-*•])\s+(.*)$/i;
/** Lines that open a section: "## Access control", "SECTION 2: ACCESS", "Access control:". */
const HEADING =
  /^\s*(?:#{1,6}\s+(.+)|(?:section|part)\s+[\dA-Z]+[.:)-]?\s*(.*)|([^?]{2,80}):\s*)$/i;

/**
 * Pasted text as questions: one per numbered line or per line ending in "?", the lines that
 * follow it (until a blank line or the next question) joined to it; headings name the sections.
 */
export const questionsOfText = (text: string, sheet = 'Pasted text'): IncomingQuestion[] => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const questions: IncomingQuestion[] = [];
  let section: string | null = null;
  let open: IncomingQuestion | null = null;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) {
      open = null;
      return;
    }
    const heading = HEADING.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading && !numbered && !line.endsWith('?')) {
      section = (heading[1] ?? heading[2] ?? heading[3] ?? '').trim() || section;
      open = null;
      return;
    }
    // A wrapped line goes on with the question above: it starts in lower case after a line
    // that did not end a sentence.
    const continues =
      open !== null && /^[a-z]/.test(line) && !/[?.!]$/.test((open as IncomingQuestion).text);
    if (numbered || (line.endsWith('?') && !continues) || !open) {
      const reference = numbered
        ? (numbered[1] ?? numbered[2] ?? numbered[3] ?? numbered[4] ?? '').replace(/[.:)]$/, '') ||
          null
        : null;
      const body = numbered ? numbered[5]!.trim() : line;
      if (body.length < 3) return;
      open = { sheet, row: i + 1, section, reference, text: body, allowedAnswers: null };
      questions.push(open);
      return;
    }
    open.text = `${open.text} ${line}`;
  });
  return questions;
};
