/** An error from PostgreSQL (node-postgres or PGlite): its SQLSTATE and where it came from. */
export type DatabaseError = Error & {
  code: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error behind an error (Drizzle wraps it as the cause), if any. */
export const databaseErrorOf = (error: unknown): DatabaseError | null => {
  let current: unknown = error;
  for (let hops = 0; hops < 5 && current && typeof current === 'object'; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code) && current instanceof Error) {
      return current as DatabaseError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: string | undefined): string => {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at + 1) : '';
};

/** What pino's `err` serializer must return. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log may keep it. A failed query's error carries the query's parameters (in
 * Drizzle's message and `params`), the row (`detail`, `where`) and, for bad values, the value in
 * PostgreSQL's own message: user data that must not reach the logs. Kept: the SQL text, the
 * SQLSTATE and the constraint, table and column. Used as the logger's `err` serializer.
 */
export const safeErrorForLog = (error: unknown): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const db = databaseErrorOf(error);
  const query = (error as { query?: unknown }).query;
  // A failed query whose cause has no SQLSTATE (a dropped connection, a closed database) still
  // carries its parameters in Drizzle's message: keep the SQL text and the cause's name only.
  if (!db && typeof query === 'string' && 'params' in error) {
    const cause = (error as { cause?: unknown }).cause;
    return {
      type: error.name,
      message: 'Database query failed',
      query,
      cause:
        cause instanceof Error
          ? `${cause.name}: ${(cause as { code?: unknown }).code ?? ''}`
          : undefined,
      stack: framesOf(error.stack),
    };
  }
  if (!db) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    return { type: error.name, message: error.message, code, statusCode, stack: error.stack ?? '' };
  }
  return {
    type: error.name,
    message: 'Database query failed',
    query: typeof query === 'string' ? query : undefined,
    sqlState: db.code,
    // Data exceptions quote the offending value; other messages name only schema objects.
    dbMessage: db.code.startsWith('22') ? undefined : db.message,
    severity: db.severity,
    routine: db.routine,
    constraint: db.constraint,
    table: db.table,
    column: db.column,
    stack: framesOf(error.stack),
  };
};

/** Path parts that are secrets: share links, answer links, invitations, password resets. */
const SECRET_PATH = /\/(shared-links|respond|shared|invitations|reset-password)\/[^/?#]+/g;
/** The query parameters that are secrets, single sign-on's authorization code and state too. */
const SECRET_QUERY = /([?&](?:token|grant|callbackURL|code|state)=)[^&#]*/gi;

/** Percent-decoded where it decodes: the router matches `/api/%72espond/x` as `/api/respond/x`. */
const decoded = (part: string): string =>
  part.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/**
 * A URL as the log keeps it: the secret in a link's path or query replaced by `…`. Matched on
 * the decoded spelling (the one the router routes on), so an encoded path hides nothing.
 */
export const urlForLog = (url: string): string => {
  const at = url.search(/[?#]/);
  const path = at < 0 ? url : url.slice(0, at);
  const rest = at < 0 ? '' : url.slice(at);
  return decoded(path).replace(SECRET_PATH, '/$1/…') + decoded(rest).replace(SECRET_QUERY, '$1…');
};

/** The request as Fastify logs it, with secrets out of the URL. */
export const safeRequestForLog = (req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}) => ({
  method: req.method,
  url: urlForLog(req.url),
  host: req.host,
  remoteAddress: req.ip,
});
