/**
 * A whole number as limits are written in messages: 5000 → "5,000". Written out rather than
 * through `toLocaleString`, whose first use loads the browser's locale data (a cost on a phone).
 */
export const limitText = (n: number): string =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
