/** The words a screen shows for each value of a vocabulary. */
export type Labels<T extends string> = Record<T, string>;

/** A select's options, in the vocabulary's order. */
export const labelOptions = <T extends string>(values: readonly T[], labels: Labels<T>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** A value the server sent that this screen has no word for: shown as written, readably. */
export const humanize = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '—';
};

/** The label of a known value, else the value made readable. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string =>
  Object.hasOwn(labels, value) ? labels[value]! : humanize(value);
