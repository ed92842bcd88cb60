import { hasPermission } from '@rampart/domain';
import type { VendorExtraction } from '@rampart/contracts';
import { findVendorIntegration, type Db } from '@rampart/db';
import type { AiService } from '../../ai/service.ts';
import type { Actor } from '../../auth/actor.ts';
import { VENDOR_EXTRACTION_FEATURE } from './extract-model-pass.ts';
import type { VendorReader } from './vendor-reader.ts';
import { assertPublicSite, vendorSiteUrl } from './vendor-url.ts';

/**
 * POST /api/vendors/extract: reads the vendor's site now and answers when done (bounded by
 * VENDOR_TIME_LIMIT_MS). A reading counts as one request against the organisation's AI limits,
 * whichever engine runs, so the endpoint cannot be used to hammer other sites.
 */
export const extractVendorNow = async (opts: {
  db: Db;
  ai: AiService;
  reader: VendorReader;
  allowPrivateHosts: readonly string[];
  actor: Actor;
  url: string;
  signal?: AbortSignal;
}): Promise<VendorExtraction> => {
  const { actor } = opts;
  const url = vendorSiteUrl(opts.url);
  await assertPublicSite(url, opts.allowPrivateHosts);
  await opts.ai.admitOffline({ actor, feature: VENDOR_EXTRACTION_FEATURE });
  const settings = await findVendorIntegration(opts.db, actor.organizationId);
  return opts.reader.read(url, {
    caller: actor,
    // The model only for who may use it (never an API token).
    useModel: (settings?.aiEnabled ?? true) && hasPermission(actor.permissions, 'ai:use'),
    signal: opts.signal,
  });
};
