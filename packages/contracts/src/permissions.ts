import { z } from 'zod';
import { PERSONAS, ROLES } from './access.ts';

export const roleSchema = z.enum(ROLES);
export const personaSchema = z.enum(PERSONAS);
