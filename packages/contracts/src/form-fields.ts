import { z } from 'zod';

/** Multipart fields arrive as strings; an empty one means "not given". */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** A multipart field that carries JSON: parsed, then checked against the schema. */
export const jsonField = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  }, schema);
