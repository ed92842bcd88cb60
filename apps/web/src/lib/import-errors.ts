import { ApiError } from './api-client.ts';

/** One refused row of an import, as the server names it. */
export type ImportLineError = { line: number; field: string; message: string };

/** The per-line problems of a refused import (empty for any other failure). */
export const importLineErrors = (error: unknown): ImportLineError[] => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is ImportLineError =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as ImportLineError).line === 'number' &&
      typeof (d as ImportLineError).message === 'string',
  );
};
