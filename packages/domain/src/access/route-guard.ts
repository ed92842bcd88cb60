import { hasAllPermissions, hasAnyPermission } from './permissions.ts';

export const LOGIN_PATH = '/auth/login';
export const UNAUTHORIZED_PATH = '/unauthorized';
/** Where a member goes whose organisation requires a second factor they have not set up. */
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor-setup';

export type GuardInput = {
  status: 'idle' | 'loading' | 'authenticated' | 'anonymous';
  user: {
    role: string;
    permissions: readonly string[];
    twoFactor?: { enabled: boolean; required: boolean };
  } | null;
  /** The path the user asked for, with its search string. */
  location: string;
  roles?: readonly string[];
  permissions?: readonly string[];
  requireAll?: boolean;
};

export type GuardDecision =
  { kind: 'spinner' } | { kind: 'redirect'; to: string } | { kind: 'allow' };

export const loginRedirect = (location: string): string =>
  `${LOGIN_PATH}?from=${encodeURIComponent(location)}`;

/** The route guard of the shell spec §5, as a pure decision. */
export const decideRoute = (input: GuardInput): GuardDecision => {
  if (input.status === 'idle' || input.status === 'loading') return { kind: 'spinner' };
  if (input.status === 'anonymous' || !input.user) {
    return { kind: 'redirect', to: loginRedirect(input.location) };
  }
  const { user } = input;
  // The organisation requires a second factor: nothing else until one is set up (issue 21).
  if (user.twoFactor?.required && !user.twoFactor.enabled) {
    return {
      kind: 'redirect',
      to: `${TWO_FACTOR_SETUP_PATH}?from=${encodeURIComponent(input.location)}`,
    };
  }
  if (input.roles && input.roles.length > 0 && !input.roles.includes(user.role)) {
    return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  }
  if (input.permissions && input.permissions.length > 0) {
    const pass = input.requireAll
      ? hasAllPermissions(user.permissions, input.permissions)
      : hasAnyPermission(user.permissions, input.permissions);
    if (!pass) return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  }
  return { kind: 'allow' };
};

/** Only same-site paths are honoured after sign-in; anything else goes to the dashboard. */
export const safeReturnPath = (from: string | null | undefined): string => {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return '/dashboard';
  }
  if (from.startsWith(LOGIN_PATH)) return '/dashboard';
  return from;
};
