import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's links and the decision records' links resolve inside the repository (issue 19):
// every relative link names a file or folder that exists.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const decisions = join(root, 'docs', 'decisions');
const files = [
  join(root, 'README.md'),
  join(root, 'docs', 'architecture.md'),
  join(root, 'docs', 'production.md'),
  join(root, 'docs', 'organization-export.md'),
  ...readdirSync(decisions)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(decisions, f)),
];

/** Paths to documents written as code (`../shared/ARCHITECTURE.md`): they must resolve too. */
const DOCUMENT_PATH = /`(\.{1,2}\/[^`\s]+\.md)`/g;

/** Markdown links `[text](target)` and `[text]: target`, and document paths written as code. */
const targetsOf = (markdown: string): string[] => {
  const fenced = markdown.replace(/```[\s\S]*?```/g, '');
  const documents = [...fenced.matchAll(DOCUMENT_PATH)].map((m) => m[1]!);
  const prose = fenced.replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1]!,
  );
  const defined = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
  return [...inline, ...defined, ...documents];
};

const isExternal = (target: string) => /^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target);

describe('repository links', () => {
  it('finds the README and the decision records', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(targetsOf(readFileSync(files[0]!, 'utf8')).length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [relative(root, f), f]))(
    '%s links only to files that exist',
    (_, file) => {
      const broken = targetsOf(readFileSync(file, 'utf8'))
        .filter((t) => !isExternal(t))
        .map((t) => decodeURI(t.split('#')[0]!.split('?')[0]!))
        .filter((t) => {
          const path = resolve(dirname(file), t);
          return t !== '' && (!path.startsWith(`${root}/`) || !existsSync(path));
        });
      expect(broken).toEqual([]);
    },
  );
});
