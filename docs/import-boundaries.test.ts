import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layout of docs/architecture.md is enforced by `npm run lint` on the files imports resolve to
// (issue 20): a commit that imports across features, however the path is spelled, is refused.
// Each case lints a file as if it were committed at that path, with the repository's own config.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = 'apps/web/src';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config, typescript-eslint and the resolver: seconds on a busy machine.
  await eslint.lintText('', { filePath: join(root, web, 'lib/x.ts') });
}, 60_000);

/** The boundary messages ESLint gives for `code` committed at `path`. */
const boundaryErrors = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
};

const importing = (specifier: string) =>
  `import * as other from '${specifier}';\nexport const used = other;\n`;

describe('import boundaries, checked on resolved paths', () => {
  it.each([
    [
      `${web}/features/dashboard/components/new-widget.tsx`,
      '../../analytics/lib/analytics-search.ts',
    ],
    [`${web}/features/dashboard/new-file.ts`, '../analytics/lib/analytics-search.ts'],
    [`${web}/features/dashboard/components/x.tsx`, '../../../features/risks/lib/labels.ts'],
    [`${web}/features/reporting/api/x.ts`, '../../compliance/api/get-framework.ts'],
  ])('refuses %s importing %s from another feature', async (path, specifier) => {
    const errors = await boundaryErrors(path, importing(specifier));
    expect(errors).toEqual([expect.stringContaining('features never import each other')]);
  });

  it.each([
    [`${web}/features/dashboard/components/x.tsx`, '../lib/persona-widgets.ts'],
    [`${web}/features/dashboard/components/x.tsx`, '../../../components/ui/button.tsx'],
    [`${web}/features/dashboard/components/x.tsx`, '../../../lib/cn.ts'],
    [`${web}/features/dashboard/components/x.tsx`, '@rampart/contracts'],
    [`${web}/features/dashboard/components/x.tsx`, '@rampart/domain'],
    [`${web}/app/pages/x.tsx`, '../../features/analytics/lib/analytics-search.ts'],
    ['apps/server/src/modules/x.ts', '@rampart/db'],
    ['packages/db/src/x.ts', '@rampart/domain'],
  ])('lets %s import %s', async (path, specifier) => {
    expect(await boundaryErrors(path, importing(specifier))).toEqual([]);
  });

  it.each([
    [
      `${web}/lib/x.ts`,
      '../features/risks/lib/labels.ts',
      'shared code never depends on a feature',
    ],
    [`${web}/components/ui/x.tsx`, '../../app/quick-actions.ts', 'nothing imports it back'],
    [`${web}/features/risks/x.ts`, '../../app/quick-actions.ts', 'nothing imports it back'],
    [`${web}/features/risks/x.ts`, '@rampart/db', 'web uses contracts and domain only'],
    [`${web}/lib/x.ts`, '../../../server/src/config.ts', 'web uses contracts and domain only'],
    ['apps/server/src/x.ts', '../../web/src/lib/cn.ts', 'the server never imports the web app'],
    ['packages/domain/src/x.ts', '@rampart/db', 'domain is pure'],
    ['packages/contracts/src/x.ts', '../../domain/src/index.ts', 'contracts depends on zod only'],
    ['packages/db/src/x.ts', '@rampart/server/src/config.ts', 'packages never import the apps'],
  ])('refuses %s importing %s', async (path, specifier, reason) => {
    const errors = await boundaryErrors(path, importing(specifier));
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining(reason)]));
  });

  const ai = 'apps/server/src/ai/features/analysis';
  it.each([
    [`${ai}/x.ts`, '../../../modules/frameworks/gap-analysis.ts'],
    [`${ai}/x.ts`, '../../../modules/frameworks/framework.presenter.ts'],
    [`${ai}/x.ts`, '../../../modules/frameworks/frameworks.routes.ts'],
    [`${ai}/x.ts`, '../../../modules/controls/control-fields.ts'],
    [`${ai}/x.ts`, '../../../modules/controls/controls.fixtures.ts'],
    [`${ai}/x.test.ts`, '../../../modules/controls/control-fields.ts'],
    ['apps/server/src/ai/x.ts', '../modules/frameworks/visible-framework.ts'],
  ])('refuses %s importing the module internal %s', async (path, specifier) => {
    const errors = await boundaryErrors(path, importing(specifier));
    expect(errors).toEqual([expect.stringContaining('only through its exported use cases')]);
  });

  it.each([
    [`${ai}/x.ts`, '../../../modules/frameworks/framework-gaps.ts'],
    [`${ai}/x.ts`, '../../../modules/frameworks/framework-status.ts'],
    [`${ai}/x.ts`, '../../../modules/controls/record-control-added.ts'],
    [`${ai}/x.test.ts`, '../../../modules/controls/controls.fixtures.ts'],
    [`${ai}/x.test.ts`, '../../../modules/questionnaires/questionnaire-test-kit.ts'],
  ])('lets %s call the use case or test helper %s', async (path, specifier) => {
    expect(await boundaryErrors(path, importing(specifier))).toEqual([]);
  });

  const modules = 'apps/server/src/modules';
  it.each([
    [`${modules}/risks/x.ts`, '../controls/control-fields.ts'],
    [`${modules}/reports/x.ts`, '../evidence/evidence.routes.ts'],
    [`${modules}/oscal/x.ts`, '../findings/finding.presenter.ts'],
    [`${modules}/reports/compose/x.ts`, '../../frameworks/framework.presenter.ts'],
    [`${modules}/questionnaire-requests/x.ts`, '../questionnaires/questionnaire.presenter.ts'],
    // The nine that an allow-list once let through (decision 027) are refused like any other.
    [`${modules}/controls/x.ts`, '../risks/risk-fields.ts'],
    [`${modules}/documents/x.ts`, '../evidence/evidence-fields.ts'],
    [`${modules}/documents/x.ts`, '../vendors/vendor-fields.ts'],
    [`${modules}/frameworks/x.ts`, '../library/library.presenter.ts'],
    [`${modules}/oscal/x.ts`, '../frameworks/framework.presenter.ts'],
    [`${modules}/questionnaire-requests/x.ts`, '../findings/finding-fields.ts'],
    [`${modules}/vendors/x.ts`, '../findings/finding.presenter.ts'],
  ])('refuses %s importing the other module internal %s', async (path, specifier) => {
    const errors = await boundaryErrors(path, importing(specifier));
    expect(errors).toEqual([expect.stringContaining('never its routes, presenters or field')]);
  });

  it.each([
    [`${modules}/risks/x.ts`, '../controls/create-controls.ts'],
    [`${modules}/risks/x.ts`, './risk-fields.ts'],
    [`${modules}/questionnaires/sharing/x.ts`, '../panel/comment.presenter.ts'],
    [`${modules}/controls/x.ts`, '../organizations/owners.ts'],
    [`${modules}/frameworks/x.ts`, '../library/library-controls-for.ts'],
    [`${modules}/questionnaire-requests/x.ts`, '../findings/raise-finding.ts'],
    [`${modules}/documents/x.ts`, '../../platform/files/upload-form.ts'],
  ])('lets %s import %s', async (path, specifier) => {
    expect(await boundaryErrors(path, importing(specifier))).toEqual([]);
  });

  it('sees dynamic imports and re-exports too', async () => {
    const path = `${web}/features/dashboard/x.ts`;
    const code =
      "export { RISK_LABELS } from '../risks/lib/labels.ts';\n" +
      "export const page = () => import('../analytics/components/analytics-page.tsx');\n";
    expect(await boundaryErrors(path, code)).toHaveLength(2);
  });
});
