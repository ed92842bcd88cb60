/** BACKUP_KEY: 32 bytes for AES-256-GCM, written as 64 hex digits or base64 (44 characters). */
export const parseBackupKey = (value: string | undefined): Buffer | null => {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  throw new Error(
    'BACKUP_KEY must be 32 bytes written as 64 hex digits or base64 (make one with `openssl rand -base64 32`)',
  );
};
