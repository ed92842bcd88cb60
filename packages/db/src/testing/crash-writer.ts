// Writes organisations with their audit events in transactions until it is killed.
// Used by the crash test: a kill -9 must leave no half-written record behind.
import { newId } from '../ids.ts';
import { openDatabase } from '../client.ts';
import { insertOrganization } from '../repositories/organizations.ts';
import { recordAudit } from '../repositories/audit.ts';

export const EVENTS_PER_ORG = 3;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <dataDir>');
const database = await openDatabase({ dataDir });
await database.migrate();
let n = 0;
for (;;) {
  await database.db.transaction(async (tx) => {
    const org = await insertOrganization(tx, { id: newId('org'), name: `Crash ${n}` });
    for (let i = 0; i < EVENTS_PER_ORG; i++) {
      await recordAudit(tx, {
        organizationId: org.id,
        actorId: null,
        action: 'organization.created',
        entityType: 'organization',
        entityId: org.id,
        after: { i, padding: 'x'.repeat(2000) },
      });
    }
  });
  n++;
  if (n === 20) process.stdout.write('ready\n');
}
