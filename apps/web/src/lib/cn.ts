import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional classes read better than string templates. */
export const cn = (...values: ClassValue[]): string => clsx(values);
