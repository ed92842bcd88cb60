import type { FastifyBaseLogger } from 'fastify';
import {
  claimEmailsOf,
  claimReportDelivery,
  markEmailsFailed,
  findReportDefinition,
  findReportRun,
  listMembers,
  type Db,
} from '@rampart/db';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { notifyMany } from '../notifications/notify.ts';

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Sends a finished scheduled report to its recipients, once (the first process to claim the
 * delivery does it): a "report ready" notification by each person's channels, its mail being
 * the PDF attached (when SMTP is set). Recipients who have left the organisation are skipped.
 */
export const deliverScheduledReport =
  (deps: {
    db: Db;
    storage: FileStorage;
    mailer: Mailer | null;
    publicUrl: string;
    log: FastifyBaseLogger;
  }) =>
  async (organizationId: string, runId: string): Promise<void> => {
    const { db } = deps;
    const run = await findReportRun(db, organizationId, runId);
    if (!run || run.status !== 'completed' || !run.definitionId || !run.storageKey) return;
    const definition = await findReportDefinition(db, organizationId, run.definitionId);
    if (!definition) return;
    const members = new Map((await listMembers(db, organizationId)).map((m) => [m.userId, m]));
    const recipients = definition.scheduleRecipients.flatMap((id) => members.get(id) ?? []);
    const link = `/dashboard/reporting?report=${encodeURIComponent(definition.id)}`;
    // One transaction: the delivery is claimed once, each recipient told by the channels they
    // chose, and the mails of those who want one taken from the outbox (the PDF goes instead).
    const mailTo = await db.transaction(async (tx) => {
      if (!(await claimReportDelivery(tx, organizationId, run.id, new Date()))) return null;
      const rows = await notifyMany(
        tx,
        recipients.map((m) => ({
          organizationId,
          userId: m.userId,
          kind: 'report_ready' as const,
          title: `Report ready: ${run.title}`,
          body: `The scheduled report "${run.title}" is ready.`,
          link,
          entityType: 'report_run',
          entityId: run.id,
          eventKey: `report_ready:${run.id}`,
        })),
      );
      if (!deps.mailer || run.format !== 'pdf') return [];
      const claimed = new Set(
        await claimEmailsOf(
          tx,
          rows.map((r) => r.id),
          new Date(),
        ),
      );
      return rows.filter((r) => claimed.has(r.id));
    });
    if (!mailTo || mailTo.length === 0 || !deps.mailer) return;
    const content = await readAll(await deps.storage.read(run.storageKey));
    const failed: string[] = [];
    for (const row of mailTo) {
      const m = members.get(row.userId);
      if (!m) continue;
      try {
        await deps.mailer.send({
          to: m.email,
          subject: `${run.title} (${run.createdAt.toISOString().slice(0, 10)})`,
          text: `Hello ${m.name},\n\nThe scheduled report "${run.title}" is attached.\nSee it and earlier runs in Rampart: ${deps.publicUrl}${link}\n`,
          attachments: [
            { filename: run.fileName ?? 'report.pdf', content, contentType: 'application/pdf' },
          ],
        });
      } catch (err) {
        failed.push(row.id);
        deps.log.warn({ err, runId: run.id }, 'mailing a scheduled report failed');
      }
    }
    await markEmailsFailed(db, failed);
  };
