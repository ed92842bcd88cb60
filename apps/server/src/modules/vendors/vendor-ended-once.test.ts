import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19 (second reading): "an offboarded vendor is not watched, raises nothing, is never due"
// is spelt once: VENDOR_ENDED_STATUS in contracts, vendorIsWatched in the domain for code and
// vendorWatchedSql in the database for queries. No other product source writes the status.

const ROOT = join(import.meta.dirname, '../../../../..');
const SOURCES = ['packages/db/src', 'packages/domain/src', 'apps/server/src/modules'];
const DEFINITION = 'packages/contracts/src/vendor-values.ts';

const productFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return productFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|fixtures)\.tsx?$/.test(e.name) ? [path] : [];
  });

describe('the offboarded condition', () => {
  it('is written once, in contracts', () => {
    const spelt = SOURCES.flatMap((dir) => productFiles(join(ROOT, dir)))
      .filter((file) => /['"`]offboarded['"`]|<> *'offboarded'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(spelt).toEqual([]);
    expect(readFileSync(join(ROOT, DEFINITION), 'utf8')).toMatch(
      /VENDOR_ENDED_STATUS = 'offboarded'/,
    );
  });
});
