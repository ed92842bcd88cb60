import type { OscalParam, OscalPart, OscalProp } from './oscal-schemas.ts';

const INSERT = /\{\{\s*insert:\s*param\s*,\s*([^\s}]+)\s*\}\}/g;
/** Markdown links in prose ("[text](#ref)") read as their text. */
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Selections may insert other parameters; a cyclic catalog must not loop for ever. */
const MAX_DEPTH = 5;

export type ParamIndex = ReadonlyMap<string, OscalParam>;

const HOW_MANY: Record<string, string> = {
  'one-or-more': 'Selection (one or more)',
  one: 'Selection',
};

/**
 * How a parameter reads in the requirement's text, in the style of NIST SP 800-53: its set
 * values, else "[Selection: a; b]", else "[Assignment: organization-defined <label>]".
 */
export const paramText = (id: string, params: ParamIndex, depth = 0): string => {
  const param = params.get(id);
  if (!param) return `[Assignment: ${id}]`;
  const values = (param.values ?? []).map((v) => v.trim()).filter(Boolean);
  if (values.length > 0) return values.join(', ');
  if (param.select) {
    const choices = (param.select.choice ?? [])
      .map((c) => (depth < MAX_DEPTH ? substituteParams(c, params, depth + 1) : c).trim())
      .filter(Boolean);
    const kind = HOW_MANY[param.select['how-many'] ?? 'one'] ?? 'Selection';
    return `[${kind}: ${choices.join('; ')}]`;
  }
  const label = param.label?.trim();
  return label ? `[Assignment: organization-defined ${label}]` : `[Assignment: ${id}]`;
};

/** Replaces every `{{ insert: param, id }}` with the parameter's text. */
export const substituteParams = (prose: string, params: ParamIndex, depth = 0): string =>
  prose.replace(INSERT, (_m, id: string) => paramText(id, params, depth));

export const labelOf = (props: OscalProp[] | undefined): string | undefined => {
  const labels = (props ?? []).filter((p) => p.name === 'label' && p.value.trim());
  // NIST gives several labels ("AC-02" zero-padded, "AC-2", "AC-02" for 800-53A): the plain one.
  return (labels.find((p) => !p.class) ?? labels[0])?.value.trim();
};

const tidy = (prose: string, params: ParamIndex) =>
  substituteParams(prose, params)
    .replace(LINK, '$1')
    .replace(/[ \t]+/g, ' ')
    // "… time period] ; and": the catalog's space before an insert's punctuation.
    .replace(/\] ([;,.:])/g, ']$1')
    .trim();

const partLines = (part: OscalPart, params: ParamIndex, depth: number): string[] => {
  const label = labelOf(part.props);
  const prose = part.prose ? tidy(part.prose, params) : '';
  const head = [label, prose].filter(Boolean).join(' ');
  const indent = '  '.repeat(Math.max(0, depth));
  const own = head ? head.split('\n').map((line) => (line.trim() ? indent + line.trim() : '')) : [];
  return [...own, ...(part.parts ?? []).flatMap((p) => partLines(p, params, depth + 1))];
};

/**
 * The control's statement as readable text: each item on its own line with its label
 * ("a.", "1."), nested items indented, parameters filled in.
 */
export const statementText = (parts: OscalPart[] | undefined, params: ParamIndex): string =>
  (parts ?? [])
    .filter((p) => p.name === 'statement')
    .flatMap((p) => partLines(p, params, -1))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
