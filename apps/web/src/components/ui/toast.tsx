import { useEffect, useState, useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type Toast,
  type ToastAction,
} from '@rampart/domain';
import { cn } from '../../lib/cn.ts';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
};

// Module-level store so `toast()` works from anywhere (mutations, hooks, plain functions).
let state: Toast[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

const dispatch = (action: ToastAction): void => {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
};

/** Dismissed toasts stay in the store (closed) until the spec's removal delay passes. */
const scheduleRemoval = (id: string): void => {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
};

export const dismissToast = (id?: string): void => {
  dispatch({ type: 'dismiss', id });
  for (const t of state) if (!t.open) scheduleRemoval(t.id);
};

/** Shows a toast; a new one replaces the one on screen (one at a time). */
export const toast = (input: ToastInput): { id: string; dismiss: () => void } => {
  counter += 1;
  const id = `toast-${counter}`;
  // The replaced toast leaves the store at once, so its removal timer is moot.
  for (const [key, timer] of removeTimers) {
    clearTimeout(timer);
    removeTimers.delete(key);
  }
  dispatch({
    type: 'add',
    toast: {
      id,
      open: true,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    },
  });
  return { id, dismiss: () => dismissToast(id) };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** The toasts in the store, open or dismissed (for code outside React, and tests). */
export const getToasts = (): readonly Toast[] => state;

export const useToasts = (): Toast[] => useSyncExternalStore(subscribe, snapshot, snapshot);

const ToastItem = ({ item }: { item: Toast }) => {
  // Hovering or focusing the toast pauses auto-dismiss so it can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused]);

  const destructive = item.variant === 'destructive';
  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-3 pr-2 shadow-lg',
        'animate-[toast-in_160ms_ease-out]',
        destructive
          ? 'border-danger/40 bg-danger-subtle text-danger-text'
          : 'border-border bg-elevated text-fg',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{item.title}</p>
        {item.description ? (
          <p className={cn('mt-0.5 text-sm', destructive ? 'text-danger-text' : 'text-muted')}>
            {item.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="rounded p-1 text-muted hover:bg-hover hover:text-fg"
        aria-label="Dismiss notification"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
};

/** The single toast slot; render once near the root. */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <div
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed right-4 bottom-4 z-[100] flex w-[min(380px,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastItem key={t.id} item={t} />
        ))}
    </div>
  );
};
