import { newId } from '../ids.ts';

// An organisation moves to another installation with new ids (issue 25 point 3). Rampart's ids
// all have one shape, `<prefix>_<base36>` (ids.ts, and better-auth's generateId), so an id can
// be found wherever it is written: a key column, a JSON document (as a value or a key), an
// array, a storage key `<organisation>/<record>`, a link in a notification. Every such token
// that is an id of the export is replaced; any other text is left exactly as it was.

const ID_SHAPE = /^[a-z][a-z0-9]*_[a-z0-9]{6,}$/;
const ID_TOKENS = /(?<![A-Za-z0-9_])[a-z][a-z0-9]*_[a-z0-9]{6,}(?![A-Za-z0-9_])/g;

/** Whether a value has the shape of a Rampart id (what the remapper can find again). */
export const isIdShaped = (value: unknown): value is string =>
  typeof value === 'string' && ID_SHAPE.test(value);

/** A fresh id with the same prefix: `rsk_…` stays a risk's id. */
export const freshIdLike = (old: string): string => newId(old.slice(0, old.indexOf('_')));

/** Replaces every id of the map found in the text (a row as JSON, a storage key, a link). */
export const remapIds = (text: string, ids: ReadonlyMap<string, string>): string =>
  text.replace(ID_TOKENS, (token) => ids.get(token) ?? token);
