/**
 * Where a sealed integration key belongs: its table, column and organisation. A key copied into
 * another organisation's row does not open there (decision 031).
 */
import { SecretUnreadable, type SecretBox } from '../../platform/secrets/secret-box.ts';

export const integrationKeyContext = (organizationId: string): string =>
  `vendor_integration_settings.api_key:${organizationId}`;

/**
 * The stored key in plain text, or `unreadable` when it cannot be opened (sealed by a key
 * SECRETS_KEYS no longer lists, or changed in the database): the settings then ask for the key
 * again rather than fail.
 */
export const openIntegrationKey = (
  secrets: SecretBox,
  organizationId: string,
  stored: string | null | undefined,
): string | null | 'unreadable' => {
  if (!stored) return null;
  try {
    return secrets.open(stored, integrationKeyContext(organizationId));
  } catch (err) {
    if (err instanceof SecretUnreadable) return 'unreadable';
    throw err;
  }
};
