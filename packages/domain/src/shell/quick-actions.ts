import type { Persona } from '@rampart/contracts';

/** Quick-action areas (shell spec §2), shown by persona. */
export type QuickActionArea = 'assessment' | 'compliance' | 'controls' | 'vendor';

export const PERSONA_AREAS: Record<Persona, readonly QuickActionArea[]> = {
  executive: ['assessment', 'compliance'],
  analyst: ['controls', 'compliance', 'vendor'],
  operator: ['controls', 'vendor'],
  auditor: ['compliance', 'assessment'],
};

export type QuickAction = { id: string; area: QuickActionArea; title: string; path: string };

export const quickActionsFor = <T extends QuickAction>(
  persona: Persona,
  actions: readonly T[],
): T[] => actions.filter((a) => PERSONA_AREAS[persona].includes(a.area));
