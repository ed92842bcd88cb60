import type { Persona } from '@rampart/contracts';
import { canOpenPage } from '../access/page-access.ts';

/** Quick-action areas (shell spec §2), shown by persona. */
export type QuickActionArea = 'assessment' | 'compliance' | 'controls' | 'vendor';

export const PERSONA_AREAS: Record<Persona, readonly QuickActionArea[]> = {
  executive: ['assessment', 'compliance'],
  analyst: ['controls', 'compliance', 'vendor'],
  operator: ['controls', 'vendor'],
  auditor: ['compliance', 'assessment'],
};

export type QuickAction = { id: string; area: QuickActionArea; title: string; path: string };

/** The persona's actions whose page the role may open (a shortcut never leads to a refusal). */
export const quickActionsFor = <T extends QuickAction>(
  persona: Persona,
  permissions: readonly string[],
  actions: readonly T[],
): T[] =>
  actions.filter(
    (a) => PERSONA_AREAS[persona].includes(a.area) && canOpenPage(permissions, a.path),
  );
