import type { ChatControlRecord, ChatRiskRecord } from '@rampart/db';
import type { ChatControlFact, ChatRiskFact, ChatRiskLevel } from '@rampart/domain';

/** Repository rows as the domain's answer facts. */

export const riskFact = (r: ChatRiskRecord): ChatRiskFact & { residualScore: number } => ({
  id: r.id,
  title: r.title,
  level: r.riskLevel as ChatRiskLevel,
  score: r.riskScore,
  residualScore: r.residualScore,
  status: r.status,
  category: r.category,
  owner: r.owner,
  controlCount: r.controlCount,
});

export const controlFact = (c: ChatControlRecord): ChatControlFact => ({
  id: c.id,
  title: c.title,
  type: c.type,
  status: c.status,
  effectiveness: c.effectiveness,
  linkedRiskCount: c.linkedRiskCount,
  nextTestDate: c.nextTestDate,
});
