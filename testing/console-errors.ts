// Every test project fails a test that writes to console.error unless the test declared it:
// an error nobody expected is a bug, or noise that hides the next one (decision 028).

type Pattern = RegExp | string;

let declared: Pattern[] = [];
let logged: unknown[][] = [];

/**
 * Declares that the running test may write a console.error matching `pattern` (a substring or
 * a regular expression tested against the message). Any other console.error still fails it.
 *
 * @example expectConsoleError(/Invalid configuration/);
 */
export const expectConsoleError = (...patterns: Pattern[]): void => {
  declared.push(...patterns);
};

const text = (args: unknown[]): string =>
  args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : String(a))).join(' ');

const matches = (message: string, pattern: Pattern): boolean =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/** For the setup file: a test begins. */
export const startConsoleErrors = (): void => {
  declared = [];
  logged = [];
};

/** For the setup file: the spy's implementation. */
export const recordConsoleError = (...args: unknown[]): void => {
  logged.push(args);
};

/** For the setup file: the messages the test logged without declaring them. */
export const unexpectedConsoleErrors = (): string[] =>
  logged.map(text).filter((m) => !declared.some((p) => matches(m, p)));
