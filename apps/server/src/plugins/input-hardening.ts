import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../errors.ts';

/** Deeper than any real document (NIST's SP 800-53 catalog nests 18 levels); decision 010. */
export const MAX_JSON_DEPTH = 64;
/** Longer than any URL the app makes; beyond Node's 16 KB header limit the socket answers. */
export const MAX_URL_LENGTH = 8 * 1024;

// UTF-16 surrogates without their other half: JavaScript strings may hold them, UTF-8 cannot,
// and PostgreSQL's jsonb refuses their escapes. NUL fits neither text nor jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL would refuse the text, or null when it can be stored. */
export const unstorableText = (text: string): string | null => {
  if (text.includes('\u0000')) return 'Must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) {
    return 'Contains an incomplete character (an unpaired UTF-16 surrogate)';
  }
  return null;
};

/** A key as it can be shown in a field path: its bad characters written as JSON escapes. */
const printable = (key: string) => (unstorableText(key) ? JSON.stringify(key).slice(1, -1) : key);

/**
 * The first string (or object key) in a parsed body, query or params that PostgreSQL cannot
 * store, with its path ("risks.1.title"); the walk keeps its own stack, so depth cannot overflow.
 */
export const findUnstorableText = (
  value: unknown,
  root: string,
): { field: string; message: string } | null => {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof item === 'string') {
      const message = unstorableText(item);
      if (message) return { field: path || root, message };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], at(String(i))]);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const message = unstorableText(key);
        if (message) return { field: at(printable(key)), message: `Field names: ${message}` };
        stack.push([child, at(key)]);
      }
    }
  }
  return null;
};

/** Whether JSON text nests arrays and objects deeper than `max` (brackets in strings ignored). */
export const jsonDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
};

/** Parses JSON bodies of this content type with the depth limit (a scope may add its own). */
export const addJsonParser = (app: FastifyInstance, contentType: string): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands over text; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(invalid('body', `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
};

/**
 * Checks every request before its route sees it (decision 010): JSON no deeper than
 * MAX_JSON_DEPTH (recursive validators and parsers would overflow the stack), URLs no longer
 * than MAX_URL_LENGTH, and no text PostgreSQL refuses in the body, query or path parameters, so
 * it gets a 400 naming the field instead of a 500 from the database. Register before routes.
 */
export const registerInputHardening = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json');
  addJsonParser(app, 'application/json');

  // Callback hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) {
      done(new AppError('URI_TOO_LONG', `The address is longer than ${MAX_URL_LENGTH} characters`));
      return;
    }
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    done(found ? invalid(found.field, `${found.field}: ${found.message}`) : undefined);
  });
};
