import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

const media = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

const readChoice = (): ThemeChoice => {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};

let choice: ThemeChoice = readChoice();

export const isDark = (value: ThemeChoice = choice): boolean =>
  value === 'dark' || (value === 'system' && media.matches);

const apply = () => {
  document.documentElement.classList.toggle('dark', isDark());
  for (const listener of listeners) listener();
};

// Following the OS only matters while the user has not picked a theme themselves.
media.addEventListener('change', () => {
  if (choice === 'system') apply();
});

/** Stores the choice ('system' removes it, so the OS decides) and applies it at once. */
export const setTheme = (value: ThemeChoice): void => {
  choice = value;
  writeStorage(STORAGE_KEYS.theme, value === 'system' ? null : value);
  apply();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTheme = (): { choice: ThemeChoice; dark: boolean } => {
  const current = useSyncExternalStore(subscribe, () => choice);
  const dark = useSyncExternalStore(subscribe, () => isDark());
  return { choice: current, dark };
};
