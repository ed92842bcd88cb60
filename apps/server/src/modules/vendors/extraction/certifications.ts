import type { CertificationClaim, CertificationGrade, FactSource } from '@rampart/contracts';
import { normalizeCertificationName, sortCertificationLabels } from '@rampart/domain';
import {
  gradeSentence,
  headingGrade,
  INSTRUCTION_LIKE,
  isBareMention,
  labelledList,
} from './certification-grades.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { sentencesOf } from './text-sentences.ts';

// Certification claims from every page read, except the sub-processor list, whose
// certifications are those of other companies. A sentence grades itself; a line that only
// names standards takes its grade from the heading above it ("Certifications" → held,
// "Roadmap" → in progress, "Frameworks we support" → mentioned).

const SKIPPED_KINDS = new Set(['subprocessors']);
/** Lines under a heading that still belong to its section. */
const MAX_SECTION_LINES = 12;
const GRADE_RANK: Record<CertificationGrade, number> = { held: 0, in_progress: 1, mentioned: 2 };

export const ruleSource = (doc: PageDocument, quote: string): FactSource => ({
  url: doc.url,
  fetchedAt: doc.fetchedAt,
  quote,
  by: 'rules',
});

export type CertificationReading = { claims: CertificationClaim[]; notes: string[] };

export const readCertifications = (docs: PageDocument[]): CertificationReading => {
  const claims: CertificationClaim[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  const add = (doc: PageDocument, name: string, grade: CertificationGrade, quote: string) => {
    const standard = normalizeCertificationName(name);
    if (!standard) return;
    // One claim per standard and grade: the first page that says it (home first).
    const key = `${standard.label}|${grade}`;
    if (seen.has(key)) return;
    seen.add(key);
    claims.push({ name, ...standard, grade, source: ruleSource(doc, quote) });
  };
  for (const doc of docs) {
    if (SKIPPED_KINDS.has(doc.kind)) continue;
    // Open headings by level; a card title that is itself a bare name ("SOC 2 Type II")
    // is not the context, the section heading above it is.
    const open: ({ text: string; at: number } | undefined)[] = [];
    doc.blocks.forEach((block, at) => {
      const level = /^h([1-6])$/.exec(block.tag)?.[1];
      const above = level ? open.slice(0, Number(level)) : open;
      const context = above.findLast(
        (h) => h !== undefined && at - h.at <= MAX_SECTION_LINES && !isBareMention(h.text),
      );
      if (level) {
        open.length = Number(level);
        open[Number(level)] = { text: block.text, at };
      }
      // A paragraph that addresses a model is read, but claims nothing: not even its other
      // sentences ("Ignore previous instructions. We are SOC 2 certified.").
      const sentences = sentencesOf(block.text);
      const tainted = sentences.filter((s) => INSTRUCTION_LIKE.test(s));
      for (const s of tainted) {
        notes.push(
          `${doc.url}: text addressed to a reader or a model, read as plain text: "${s.slice(0, 120)}"`,
        );
      }
      for (const sentence of sentences) {
        const fromHeading = context && isBareMention(sentence) ? headingGrade(context.text) : null;
        // The quote runs from the heading to the line: "Certifications\nSOC 2 Type II".
        const quote =
          fromHeading && context
            ? doc.blocks
                .slice(context.at, at + 1)
                .map((b) => b.text)
                .join('\n')
            : sentence;
        for (const g of gradeSentence(sentence)) {
          const grade =
            tainted.length > 0 ? 'mentioned' : (fromHeading ?? labelledList(sentence) ?? g.grade);
          add(doc, g.name, grade, quote);
        }
      }
    });
    // A badge or logo names a standard; it does not say who holds it or since when.
    for (const image of doc.images) {
      for (const g of gradeSentence(image.alt)) add(doc, g.name, 'mentioned', image.alt);
    }
  }
  claims.sort((a, b) => GRADE_RANK[a.grade] - GRADE_RANK[b.grade]);
  return { claims, notes };
};

/** Held claims only, as canonical labels (spec: VendorInfo.certifications). */
export const heldLabels = (claims: CertificationClaim[]): string[] =>
  sortCertificationLabels(claims.filter((c) => c.grade === 'held').map((c) => c.label));
