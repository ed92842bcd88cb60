import {
  reportSpecSchema,
  type ReportDefinition,
  type ReportRun,
  type ReportSpec,
} from '@rampart/contracts';
import type { ReportDefinitionRow, ReportRunRow } from '@rampart/db';
import { hasPermission } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dayOf = (v: unknown) =>
  typeof v === 'string' ? v.slice(0, 10) : v instanceof Date ? v.toISOString().slice(0, 10) : null;

/** The stored filters as the contract reads them (dates as YYYY-MM-DD). */
export const storedFilters = (f: ReportSpec['filters']): Record<string, unknown> => ({
  period: f.period,
  from: f.from ? f.from.toISOString().slice(0, 10) : null,
  to: f.to ? f.to.toISOString().slice(0, 10) : null,
  category: f.category ?? [],
  ownerUserId: f.ownerUserId ?? null,
  framework: f.framework ?? null,
});

/** A saved report's spec, validated again as it is read (it was validated when saved). */
export const specOf = (
  row: Pick<ReportDefinitionRow, 'title' | 'sections' | 'filters'>,
): ReportSpec => {
  const f = row.filters;
  return reportSpecSchema.parse({
    title: row.title,
    sections: row.sections,
    filters: {
      period: f.period,
      from: f.from ?? undefined,
      to: f.to ?? undefined,
      category: Array.isArray(f.category) && f.category.length > 0 ? f.category : undefined,
      ownerUserId: f.ownerUserId ?? undefined,
      framework: f.framework ?? undefined,
    },
  });
};

type Member = { userId: string; name: string; email: string };

export const presentDefinition = (
  row: ReportDefinitionRow,
  actor: Actor,
  members: Member[],
): ReportDefinition => {
  const canWrite = hasPermission(actor.permissions, 'reports:write');
  const byId = new Map(members.map((m) => [m.userId, m]));
  const f = row.filters;
  return {
    id: row.id,
    title: row.title,
    sections: row.sections as ReportDefinition['sections'],
    filters: {
      period: f.period as ReportDefinition['filters']['period'],
      from: dayOf(f.from),
      to: dayOf(f.to),
      category: Array.isArray(f.category) ? (f.category as string[]) : [],
      ownerUserId: typeof f.ownerUserId === 'string' ? f.ownerUserId : null,
      framework: typeof f.framework === 'string' ? f.framework : null,
    },
    schedule:
      row.scheduleFrequency && row.nextRunAt
        ? {
            frequency: row.scheduleFrequency as 'weekly' | 'monthly',
            weekday: row.scheduleWeekday,
            dayOfMonth: row.scheduleDayOfMonth,
            hour: row.scheduleHour ?? 0,
            // People who left the organisation are no longer recipients.
            recipients: row.scheduleRecipients.flatMap((id) => {
              const m = byId.get(id);
              return m ? [{ userId: m.userId, name: m.name, email: m.email }] : [];
            }),
            nextRunAt: row.nextRunAt.toISOString(),
          }
        : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: canWrite, delete: canWrite },
  };
};

export const presentRun = (row: ReportRunRow): ReportRun => ({
  id: row.id,
  definitionId: row.definitionId,
  title: row.title,
  format: row.format as ReportRun['format'],
  status: row.status as ReportRun['status'],
  progress: row.progress,
  stage: row.stage,
  error: row.error,
  trigger: row.trigger as ReportRun['trigger'],
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  pageCount: row.pageCount,
  requestedBy: row.requestedBy,
  createdAt: row.createdAt.toISOString(),
  finishedAt: iso(row.finishedAt),
});
