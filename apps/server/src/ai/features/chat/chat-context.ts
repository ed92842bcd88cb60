import type { ChatSource } from '@rampart/contracts';
import { chatControls, chatRisks, findOrganization, type Db } from '@rampart/db';
import { CHAT_CONTEXT_ITEMS, type ChatContext } from '@rampart/domain';
import { controlFact, riskFact } from './chat-facts.ts';

/**
 * What the model is told about the organisation up front (spec §9: the top 20 risks or
 * controls): the 20 highest-scoring risks and the 20 most relied-on, most effective controls.
 */
export const loadChatContext = async (
  db: Db,
  organizationId: string,
): Promise<{ context: ChatContext; sources: ChatSource[] }> => {
  const [organization, risks, controls] = await Promise.all([
    findOrganization(db, organizationId),
    chatRisks(db, organizationId, {}, CHAT_CONTEXT_ITEMS),
    chatControls(db, organizationId, {}, CHAT_CONTEXT_ITEMS),
  ]);
  const context: ChatContext = {
    organizationName: organization?.name ?? 'the organisation',
    risks: risks.rows.map(riskFact),
    riskTotal: risks.total,
    controls: controls.rows.map(controlFact),
    controlTotal: controls.total,
  };
  return {
    context,
    sources: [
      ...risks.rows.map((r): ChatSource => ({ kind: 'risk', id: r.id, title: r.title })),
      ...controls.rows.map((c): ChatSource => ({ kind: 'control', id: c.id, title: c.title })),
    ],
  };
};
