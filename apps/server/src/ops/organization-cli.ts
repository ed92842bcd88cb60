// `npm run export-organization -- <organisation id or slug> [--out FILE]` writes one
// organisation as a zip (docs/organization-export.md); `npm run import-organization -- FILE
// --owner EMAIL` makes a new organisation of one, that account its owner. The same use cases as
// Settings → Organization → Export and Profile → Import an organization, for an administrator
// at the machine: on PostgreSQL while Rampart runs, on the embedded database with it stopped.
import { copyFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportOrganization } from '../modules/organizations/transfer/export-organization.ts';
import { importOrganization } from '../modules/organizations/transfer/import-organization.ts';
import { argValue, openInstallation, opsContext, runCli } from './ops-context.ts';

const USAGE = [
  'Usage: npm run export-organization -- <organisation id or slug> [--out FILE]',
  '       npm run import-organization -- <export file> --owner <email of an account here>',
].join('\n');

runCli(async () => {
  const [command, ...args] = process.argv.slice(2);
  const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if ((command !== 'export' && command !== 'import') || !target) throw new Error(USAGE);
  const known = command === 'export' ? '--out' : '--owner';
  const unknown = args.find((a) => a.startsWith('--') && a.split('=')[0] !== known);
  if (unknown) throw new Error(`Unknown option ${unknown}\n${USAGE}`);
  const email = argValue(args, '--owner');
  if (command === 'import' && !email) {
    throw new Error(`--owner is required: the email of an account here\n${USAGE}`);
  }
  const ctx = opsContext();
  const database = await openInstallation(ctx.config, `${command}ing an organisation`);
  try {
    if (command === 'export') {
      const [org] = await database.raw<{ id: string; slug: string; name: string }>(
        `select id, slug, name from organizations where id = $1 or slug = $1`,
        [target],
      );
      if (!org) throw new Error(`No organisation here has the id or slug ${target}`);
      const made = await exportOrganization({
        database,
        storage: ctx.storage,
        organizationId: org.id,
        workDir: ctx.config.dataDir,
      });
      try {
        const day = made.manifest.exportedAt.slice(0, 10);
        const out = resolve(
          argValue(args, '--out') ?? `rampart-organization-${org.slug}-${day}.zip`,
        );
        await copyFile(made.path, out);
        const rows = made.manifest.tables.reduce((n, t) => n + t.rows, 0);
        console.log(
          `Exported ${org.name} to ${out}: ${rows} rows, ${made.manifest.people.rows} people, ${made.manifest.files.length} files (schema ${made.manifest.schemaVersion})`,
        );
      } finally {
        await made.cleanup();
      }
      return;
    }
    if (!email) throw new Error(USAGE);
    const [owner] = await database.raw<{ id: string }>(`select id from users where email = $1`, [
      email.toLowerCase(),
    ]);
    if (!owner) throw new Error(`No account here has the email ${email}: register it first`);
    const { summary } = await importOrganization({
      database,
      storage: ctx.storage,
      zipPath: resolve(target),
      importerId: owner.id,
      requestId: 'import-organization-cli',
    });
    console.log(
      `Imported ${summary.organization.name} as ${summary.organization.id}, owned by ${email}: ${summary.rows} rows, ${summary.files} files, ${summary.people.matched} people matched by email and ${summary.people.created} given an account to claim${summary.linksReplaced > 0 ? `, ${summary.linksReplaced} shared links replaced (share them again)` : ''}`,
    );
  } finally {
    await database.close();
  }
});
