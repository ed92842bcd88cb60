import type { Page } from '@playwright/test';

/**
 * Answers the requests matching `url` with a 503 and `message` (as the API's error envelope)
 * until the returned function is called; then they reach the server again.
 */
export const refuseRequests = async (
  page: Page,
  url: string,
  message: string,
): Promise<() => void> => {
  let refusing = true;
  await page.route(url, (route) => {
    if (!refusing) return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: { code: 'UNAVAILABLE', message } }),
    });
  });
  return () => {
    refusing = false;
  };
};
