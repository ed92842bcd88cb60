import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AuthenticationCredential, RegistrationCredential } from '@rampart/contracts';

/**
 * The browser's side of passkeys (decision 033), through SimpleWebAuthn's browser library,
 * loaded only when a passkey is used. The options come from the server unchanged; what the
 * authenticator answers goes back to it, which verifies everything.
 */

/** Whether this browser can use passkeys here: WebAuthn exists only in a secure context. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function';

/** What a refused ceremony means for the person, in words (never the browser's code). */
const inWords = (error: unknown): Error => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new Error('The passkey request was cancelled or timed out. Try again when ready.');
  }
  if (name === 'InvalidStateError') {
    return new Error('This device already holds a passkey for your account.');
  }
  if (name === 'SecurityError') {
    return new Error('This browser refused passkeys at this address.');
  }
  return new Error('This browser could not use a passkey. Try again, or sign in another way.');
};

/** Asks the browser to make a passkey with the server's registration options. */
export const createPasskey = async (options: unknown): Promise<RegistrationCredential> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const answer = await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
    return answer as RegistrationCredential;
  } catch (error) {
    throw inWords(error);
  }
};

/** Asks the browser for a passkey answering the server's sign-in options. */
export const askForPasskey = async (options: unknown): Promise<AuthenticationCredential> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const answer = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
    return answer as AuthenticationCredential;
  } catch (error) {
    throw inWords(error);
  }
};
