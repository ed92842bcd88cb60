import type { BrowserContext, Page } from '@playwright/test';

/**
 * Collects what a test must not produce: JavaScript errors, `console.error` output and requests
 * that leave the test server. The browser's own log line for a refused request ("Failed to
 * load resource: ... status of 401") is expected wherever the app asks the server something it
 * may refuse (GET /api/users/me while signed out, a wrong password); tests add other expected
 * lines with `allow`.
 */
export class ConsoleGuard {
  readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [
    /^Failed to load resource: the server responded with a status of 40[13] /,
  ];
  private readonly watched = new WeakSet<Page>();
  private readonly guarded = new WeakSet<BrowserContext>();
  private readonly origins: Set<string>;

  constructor(origin: string) {
    this.origins = new Set([origin]);
  }

  /** Accepts console errors matching the pattern for the rest of this test. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Lets pages go to another server the test runs (an identity provider), for this test. */
  allowOrigin(origin: string): void {
    this.origins.add(origin);
  }

  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    const where = () => {
      try {
        return new URL(page.url()).pathname;
      } catch {
        return page.url();
      }
    };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (this.allowed.some((pattern) => pattern.test(text))) return;
      this.problems.push(`console.error on ${where()}: ${text}`);
    });
    page.on('pageerror', (error) => {
      this.problems.push(`uncaught error on ${where()}: ${error.stack ?? error.message}`);
    });
  }

  /** Watches every page of the context and refuses requests to anywhere but the test server. */
  async guard(context: BrowserContext): Promise<void> {
    if (this.guarded.has(context)) return;
    this.guarded.add(context);
    context.on('page', (page) => this.watch(page));
    for (const page of context.pages()) this.watch(page);
    await context.route(
      (url) => url.protocol.startsWith('http') && !this.origins.has(url.origin),
      async (route) => {
        this.problems.push(
          `outbound request: ${route.request().method()} ${route.request().url()}`,
        );
        await route.abort('blockedbyclient');
      },
    );
  }
}
