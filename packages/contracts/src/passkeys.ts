import { z } from 'zod';

/**
 * Passkeys (WebAuthn, issue 21 point 1, decision 033). The browser's answers travel as the JSON
 * WebAuthn defines (base64url fields); the server verifies them, so here they are only bounded.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a base64url value');

/** Transports a browser reports; unknown ones are dropped by the server, not refused. */
const transportsSchema = z.array(z.string().max(32)).max(10);

const credentialBase = {
  id: base64url(1364),
  rawId: base64url(1364),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  }),
};

/** What navigator.credentials.create() answered, as JSON. */
export const registrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** What navigator.credentials.get() answered, as JSON. */
export const authenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(512).optional(),
  }),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by a passkey provider between the person's devices, rather than held by one. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The options a browser passes to WebAuthn, as SimpleWebAuthn makes them (challenge, relying
 * party, allowed credentials...); the client hands them to the browser unchanged.
 */
export const passkeyOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const addPasskeyBodySchema = z.object({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBodySchema>;

export const passkeyIdParamsSchema = z.object({ passkeyId: z.string().min(1).max(64) });

/** A passkey signs in alone (sign-in), or is the second step after a password. */
export const PASSKEY_STEPS = ['sign-in', 'second-factor'] as const;
export type PasskeyStep = (typeof PASSKEY_STEPS)[number];

export const passkeyOptionsBodySchema = z.object({ step: z.enum(PASSKEY_STEPS) });
export type PasskeyOptionsBody = z.infer<typeof passkeyOptionsBodySchema>;

export const passkeySignInBodySchema = z.object({
  step: z.enum(PASSKEY_STEPS),
  credential: authenticationCredentialSchema,
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;
