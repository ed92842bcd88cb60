import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * NIST's published OSCAL files live beside the repository (../shared/fixtures/oscal), not in
 * it: tests read them where they are and are skipped, saying why, when the folder is absent.
 */
const REPO_ROOT = new URL('../../../../../', import.meta.url);
export const FIXTURES_DIR = fileURLToPath(new URL('../shared/fixtures/oscal/', REPO_ROOT));
export const HAS_FIXTURES = existsSync(FIXTURES_DIR);
export const NO_FIXTURES = `OSCAL fixtures not found at ${FIXTURES_DIR}: NIST catalog tests skipped`;

export const LOW = 'NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog-min.json';
export const MODERATE = 'NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog-min.json';
export const MODERATE_PROFILE = 'NIST_SP-800-53_rev5_MODERATE-baseline_profile.json';
export const BASIC = 'basic-catalog.json';

export const readFixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${FIXTURES_DIR}${name}`, 'utf8')) as Record<string, unknown>;
