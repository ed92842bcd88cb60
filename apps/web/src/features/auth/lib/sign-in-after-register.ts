import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/** What the register form says when the sign-in that follows registration failed. */
export type SignInAfterRegisterProblem = {
  message: string;
  /** Whether to add that the account may exist now, with a link to sign in. */
  suggestSignIn: boolean;
};

// Registration answers alike for a new and a taken address (decision 012): a refused password is
// the one case that says the address had an account with another password.
export const WRONG_PASSWORD_AFTER_REGISTER =
  'We could not sign you in with this email and password. If the email already has an account, sign in with its password instead.';

export const ACCOUNT_MAY_EXIST = 'Your account may have been created: try signing in.';

export const signInAfterRegisterProblem = (error: unknown): SignInAfterRegisterProblem => {
  if (error instanceof ApiError && (error.status === 401 || error.code === 'INVALID_CREDENTIALS')) {
    return { message: WRONG_PASSWORD_AFTER_REGISTER, suggestSignIn: false };
  }
  // Anything else (rate limit, server down, network) says nothing about the password, and the
  // registration before it may well have created the account.
  return { message: errorMessage(error), suggestSignIn: true };
};
