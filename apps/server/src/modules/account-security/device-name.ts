import Bowser from 'bowser';

/**
 * What a session's user agent reads as for a person: "Chrome on macOS", "Safari on iOS".
 * Parsed with bowser; a script by its product token; anything else is an unknown device.
 */
export const deviceName = (userAgent: string | null): string => {
  if (!userAgent) return 'Unknown device';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return browser || os;
  // A script names itself as product/version ("curl/8.5.0", "python-requests/2.32").
  const product = userAgent.trim().split(/\s/)[0]!;
  return /^[\w.-]{1,30}\/[\w.-]{1,20}$/.test(product) ? product : 'Unknown device';
};
