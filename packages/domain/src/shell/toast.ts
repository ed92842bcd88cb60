/** Single-slot toasts (shell spec §4, §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const COLLAB_TOAST_DURATION_MS = 2000;
export const TOAST_LIMIT = 1;

export type Toast = {
  id: string;
  open: boolean;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration: number;
};

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** A new toast replaces the old; dismissing closes; removal drops it. */
export const toastReducer = (state: readonly Toast[], action: ToastAction): Toast[] => {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
};
