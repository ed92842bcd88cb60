import { tool } from 'ai';
import { z } from 'zod';
import { RISK_LEVEL_VALUES, RISK_STATUS_VALUES, type ChatSource } from '@rampart/contracts';
import {
  chatControls,
  chatMappedTitles,
  chatRisks,
  findFramework,
  findRisk,
  listFrameworks,
  type Db,
} from '@rampart/db';
import { compareGaps } from '@rampart/domain';
import { frameworkStatus } from '../../../modules/frameworks/framework-status.ts';
import { recommendControlsOffline } from '../../recommend/recommend-controls-offline.ts';
import { controlFact, riskFact } from './chat-facts.ts';

const TOOL_LIMIT = 10;

/** What the tools looked at during one answer: their names and the items they returned. */
export type ToolLog = { tools: string[]; sources: ChatSource[] };

/**
 * The model's read-only tools, every one scoped to the actor's organisation (a risk or
 * framework of another organisation is "not found"). Results are compact JSON.
 */
export const chatTools = ({
  db,
  organizationId,
  now,
  log,
}: {
  db: Db;
  organizationId: string;
  now: Date;
  log: ToolLog;
}) => {
  const used = (name: string, sources: ChatSource[] = []) => {
    if (!log.tools.includes(name)) log.tools.push(name);
    log.sources.push(...sources);
  };
  const riskSources = (rows: { id: string; title: string }[]) =>
    rows.map((r): ChatSource => ({ kind: 'risk', id: r.id, title: r.title }));

  return {
    searchRisks: tool({
      description:
        'Search the risk register by words of the title, description or owner, optionally by level and status. Highest score first, at most 10.',
      inputSchema: z.object({
        query: z.string().max(200).describe('Words to search for; empty for all risks'),
        level: z.enum(RISK_LEVEL_VALUES).optional(),
        status: z.enum(RISK_STATUS_VALUES).optional(),
      }),
      execute: async ({ query, level, status }) => {
        const found = await chatRisks(
          db,
          organizationId,
          {
            search: query.trim() || undefined,
            riskLevel: level ? [level] : undefined,
            status: status ? [status] : undefined,
          },
          TOOL_LIMIT,
        );
        used('searchRisks', riskSources(found.rows));
        return { total: found.total, risks: found.rows.map(riskFact) };
      },
    }),

    getRisk: tool({
      description: 'One risk by id, with its description, residual score and mapped controls.',
      inputSchema: z.object({ id: z.string().max(64) }),
      execute: async ({ id }) => {
        const { rows } = await chatRisks(db, organizationId, { ids: [id] }, 1);
        const risk = rows[0];
        if (!risk) return { error: 'Risk not found' };
        const controls = await chatMappedTitles(db, organizationId, { riskId: id });
        used('getRisk', riskSources([risk]));
        return {
          ...riskFact(risk),
          description: risk.description,
          residualLevel: risk.residualLevel,
          nextReview: risk.nextReview?.toISOString() ?? null,
          controls,
        };
      },
    }),

    searchControls: tool({
      description:
        'Search the control library by words of the title or description. Most relied on first, at most 10.',
      inputSchema: z.object({
        query: z.string().max(200).describe('Words to search for; empty for all controls'),
      }),
      execute: async ({ query }) => {
        const found = await chatControls(
          db,
          organizationId,
          { search: query.trim() || undefined },
          TOOL_LIMIT,
        );
        used(
          'searchControls',
          found.rows.map((c): ChatSource => ({ kind: 'control', id: c.id, title: c.title })),
        );
        return { total: found.total, controls: found.rows.map(controlFact) };
      },
    }),

    listFrameworks: tool({
      description:
        'The compliance frameworks, whether the organisation tracks each, and for tracked ones how many requirements are met.',
      inputSchema: z.object({}),
      execute: async () => {
        const frameworks = await listFrameworks(db, organizationId);
        const items = await Promise.all(
          frameworks.map(async (f) => ({
            id: f.framework.id,
            name: f.framework.name,
            tracked: Boolean(f.selected),
            requirements: Number(f.requirementCount),
            summary: f.selected
              ? (await frameworkStatus(db, organizationId, f.framework.id, now)).summary
              : null,
          })),
        );
        used(
          'listFrameworks',
          items
            .filter((f) => f.tracked)
            .map((f): ChatSource => ({ kind: 'framework', id: f.id, title: f.name })),
        );
        return { frameworks: items };
      },
    }),

    frameworkGaps: tool({
      description:
        'The open requirements (not met or partly met) of one framework, mandatory and unmet first, at most 10.',
      inputSchema: z.object({ frameworkId: z.string().max(64) }),
      execute: async ({ frameworkId }) => {
        const framework = await findFramework(db, organizationId, frameworkId);
        if (!framework) return { error: 'Framework not found' };
        const status = await frameworkStatus(db, organizationId, frameworkId, now);
        const gaps = status.requirements
          .filter((r) => r.status === 'not_met' || r.status === 'partly_met')
          .sort(compareGaps);
        used('frameworkGaps', [
          { kind: 'framework', id: frameworkId, title: framework.framework.name },
        ]);
        return {
          framework: framework.framework.name,
          summary: status.summary,
          openRequirements: gaps.length,
          gaps: gaps.slice(0, TOOL_LIMIT).map((r) => ({
            code: r.code,
            title: r.title,
            status: r.status,
            mandatory: r.mandatory,
            reasons: r.reasons.slice(0, 2),
          })),
        };
      },
    }),

    recommendControls: tool({
      description:
        'Library controls that would mitigate one risk (by id), ranked by the offline recommender, at most 5.',
      inputSchema: z.object({ riskId: z.string().max(64) }),
      execute: async ({ riskId }) => {
        const risk = await findRisk(db, organizationId, riskId);
        if (!risk) return { error: 'Risk not found' };
        const ranked = await recommendControlsOffline(db, organizationId, {
          title: risk.title,
          description: risk.description,
          category: risk.category,
          frameworks: risk.frameworks,
        });
        used('recommendControls', [
          ...riskSources([risk]),
          ...ranked.map((c): ChatSource => ({
            kind: 'library',
            id: c.libraryControlId,
            title: c.name,
          })),
        ]);
        return {
          risk: risk.title,
          controls: ranked.map((c) => ({
            name: c.name,
            importance: c.importance,
            score: c.score,
            inPlace: c.inPlace,
            rationale: c.rationale,
          })),
        };
      },
    }),
  };
};
