import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  signInAfterRegisterProblem,
  WRONG_PASSWORD_AFTER_REGISTER,
} from './sign-in-after-register.ts';

describe('signInAfterRegisterProblem', () => {
  it('speaks of an existing account only when the password was refused', () => {
    const refused = new ApiError('Invalid email or password.', {
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    expect(signInAfterRegisterProblem(refused)).toEqual({
      message: WRONG_PASSWORD_AFTER_REGISTER,
      suggestSignIn: false,
    });
  });

  it.each([
    ['unavailable', new ApiError('Service unavailable.', { status: 503, code: 'UNAVAILABLE' })],
    ['a server error', new ApiError('Something broke.', { status: 500, code: 'INTERNAL' })],
    ['refused', new ApiError('Not allowed.', { status: 403, code: 'FORBIDDEN' })],
    ['rate limited', new ApiError('Too many attempts.', { status: 429, code: 'RATE_LIMITED' })],
  ])('shows the error itself when the sign-in was %s, and suggests signing in', (_, error) => {
    expect(signInAfterRegisterProblem(error)).toEqual({
      message: error.message,
      suggestSignIn: true,
    });
  });

  it('covers a network failure', () => {
    const offline = new ApiError(MESSAGES.unknown, { status: 0, code: 'NETWORK_ERROR' });
    expect(signInAfterRegisterProblem(offline)).toEqual({
      message: MESSAGES.unknown,
      suggestSignIn: true,
    });
  });
});
