// Prints every risk scored above a threshold (12 by default: the high and critical ones),
// highest first, reading the risk register page by page:
//
//   RAMPART_URL=https://rampart.example.com RAMPART_TOKEN=rampart_pat_... \
//     node --import tsx packages/client/examples/high-risks.ts 15
//
// The token needs the risks:read scope.
import { createRampartClient, listAll } from '@rampart/client';

const { RAMPART_URL, RAMPART_TOKEN } = process.env;
const above = Number(process.argv[2] ?? 12);
if (!RAMPART_URL || !RAMPART_TOKEN || !Number.isFinite(above)) {
  console.error('Usage: RAMPART_URL=... RAMPART_TOKEN=... high-risks.ts [score, default 12]');
  process.exit(2);
}

const client = createRampartClient({ baseUrl: RAMPART_URL, token: RAMPART_TOKEN });
const risks = listAll(client, '/api/risks', {
  query: { sortBy: 'riskScore', sortDirection: 'desc', limit: 100 },
});
for await (const risk of risks) {
  // Highest first: past the threshold, no further page is asked for.
  if (risk.riskScore <= above) break;
  process.stdout.write(`${risk.riskScore}\t${risk.riskLevel}\t${risk.title}\n`);
}
