import type { FrameworkItem } from '@rampart/contracts';
import type { Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentFramework } from './framework.presenter.ts';
import { visibleFramework } from './visible-framework.ts';

/**
 * A framework the organisation may see, as the frameworks answer with it, without a status
 * summary: for a module that has just added one (an OSCAL import), inside its transaction.
 */
export const frameworkItem = async (
  db: Executor,
  actor: Actor,
  frameworkId: string,
): Promise<FrameworkItem> =>
  presentFramework(await visibleFramework(db, actor.organizationId, frameworkId), null, actor);
