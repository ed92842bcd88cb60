// The reader of a topic pattern's source for startKeys() (start-keys.ts): the JavaScript pattern
// syntax the topic table uses, read into items and alternatives. What it cannot read it throws
// as Unknown, and the pattern is then searched for in every text (see word-starts.ts).

export type Atom =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'group'; alternatives: Item[][] }
  | { kind: 'boundary' }
  | { kind: 'empty' }
  // Any word character (\w), and any character at all (., \S, a negated class).
  | { kind: 'word' }
  | { kind: 'unknown' };
export type Item = { atom: Atom; min: number; max: number };

export class Unknown extends Error {}

const DIGITS = ['0'];
const NON_WORD = [' ']; // Stands for any non-word character: all of them end a word alike.

/** A small reader of the JavaScript pattern syntax the topic table uses. */
export const parse = (source: string): Item[][] => {
  let i = 0;
  const classChars = (): string[] => {
    // After '['.
    if (source[i] === '^') throw new Unknown();
    const chars: string[] = [];
    while (source[i] !== ']') {
      const c = source[i++]!;
      if (c === '\\') {
        const e = source[i++]!;
        if (e === 'd') chars.push(...DIGITS);
        else if (/[wWsSDbB]/.test(e)) throw new Unknown();
        else chars.push(e.replace(/\d/, '0'));
        continue;
      }
      if (source[i] === '-' && source[i + 1] !== ']') {
        const to = source[i + 1]!;
        i += 2;
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) {
          chars.push(String.fromCharCode(code).replace(/\d/, '0'));
        }
        continue;
      }
      chars.push(c.replace(/\d/, '0'));
    }
    i++;
    return [...new Set(chars)];
  };
  const atom = (): Atom => {
    const c = source[i++]!;
    if (c === '(') {
      let zeroWidth = false;
      if (source[i] === '?') {
        const look = source.slice(i, i + 3);
        if (look.startsWith('?:')) i += 2;
        else if (look.startsWith('?=') || look.startsWith('?!')) {
          i += 2;
          zeroWidth = true;
        } else if (look === '?<=' || look === '?<!') {
          i += 3;
          zeroWidth = true;
        } else throw new Unknown();
      }
      const alternatives = alternation();
      i++; // ')'
      return zeroWidth ? { kind: 'empty' } : { kind: 'group', alternatives };
    }
    if (c === '[') return { kind: 'chars', chars: classChars() };
    if (c === '.') return { kind: 'unknown' };
    if (c === '^' || c === '$') return { kind: 'empty' };
    if (c === '\\') {
      const e = source[i++]!;
      if (e === 'b') return { kind: 'boundary' };
      if (e === 'd') return { kind: 'chars', chars: DIGITS };
      if (e === 's' || e === 'W') return { kind: 'chars', chars: NON_WORD };
      if (e === 'w') return { kind: 'word' };
      // Escapes of characters by their code, and classes by property: not read here.
      if (/[uxcpPk]/.test(e)) throw new Unknown();
      if (/[SDB]/.test(e) || /[0-9]/.test(e)) return { kind: 'unknown' };
      return { kind: 'chars', chars: [e] };
    }
    return { kind: 'chars', chars: [c.replace(/\d/, '0')] };
  };
  const quantified = (): Item => {
    const a = atom();
    let min = 1;
    let max = 1;
    const q = source[i];
    if (q === '?') [min, max] = [0, 1];
    else if (q === '*') [min, max] = [0, Infinity];
    else if (q === '+') [min, max] = [1, Infinity];
    else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (m) {
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length - 1;
      } else return { atom: a, min, max };
    } else return { atom: a, min, max };
    i++;
    if (source[i] === '?') i++; // Lazy: the same characters.
    return { atom: a, min, max };
  };
  const sequence = (): Item[] => {
    const items: Item[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push(quantified());
    return items;
  };
  const alternation = (): Item[][] => {
    const alternatives = [sequence()];
    while (source[i] === '|') {
      i++;
      alternatives.push(sequence());
    }
    return alternatives;
  };
  const top = alternation();
  if (i !== source.length) throw new Unknown();
  return top;
};
