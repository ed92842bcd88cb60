// Zod-free (decision 008): the web app's first load reads these without loading zod.

/** The spec's messages (risks-controls §6 and §8). */
export const MESSAGES = {
  unauthenticated: 'Authentication required. Please sign in again.',
  bearerRequired:
    'An API token is required: send it as Authorization: Bearer (Account → API tokens makes one).',
  forbidden: 'Insufficient permissions for this operation.',
  unknown: 'Unknown error occurred',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  verifyEmail: 'Please check your email to verify your account before logging in.',
  accountDeactivated:
    'This account has been deactivated. Ask an owner of your organisation to restore it.',
  secondFactorRequired:
    'Your organisation requires two-factor authentication. Set up an authenticator app to continue.',
  signInAgain: 'Your organisation asks you to sign in again after a while. Sign in to continue.',
  updateProfileFailed: 'Failed to update profile',
  changePasswordFailed: 'Failed to change password',
  noUser: 'No user logged in',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** One field problem in a VALIDATION_ERROR's details. */
export type FieldIssue = { field: string; message: string };
