import { BadgeCheck, CircleDashed, MessageSquareText } from 'lucide-react';
import {
  CERTIFICATION_GRADES,
  type CertificationClaim,
  type CertificationGrade,
} from '@rampart/contracts';
import { GRADE_LABELS } from '../../../lib/vendor-labels.ts';
import { FactSource } from './fact-source.tsx';

const GRADE_HINTS: Record<CertificationGrade, string> = {
  held: 'The site says the vendor holds it. These count towards the score.',
  in_progress: 'The site says the vendor is working towards it.',
  mentioned: 'A name or a logo alone, without a claim to hold it.',
};
const GRADE_ICONS = { held: BadgeCheck, in_progress: CircleDashed, mentioned: MessageSquareText };

/** Certification claims grouped as held, in progress and merely mentioned. */
export const CertificationClaims = ({
  claims,
  siteRead,
}: {
  claims: readonly CertificationClaim[];
  /** False before the site was ever read: nothing can have been found yet. */
  siteRead: boolean;
}) => {
  if (claims.length === 0) {
    return (
      <p className="text-[13px] text-muted">
        {siteRead
          ? 'No certification was found on the vendor’s site.'
          : 'Not read yet: certifications are found when the site is read.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {CERTIFICATION_GRADES.map((grade) => {
        const group = claims.filter((c) => c.grade === grade);
        const Icon = GRADE_ICONS[grade];
        return (
          <section key={grade} aria-labelledby={`grade-${grade}`} className="min-w-0">
            <h3
              id={`grade-${grade}`}
              className="flex items-center gap-1.5 text-[13px] font-semibold text-fg"
            >
              <Icon className="size-4 text-muted" aria-hidden />
              {GRADE_LABELS[grade]}
              <span className="font-normal text-muted tabular-nums">({group.length})</span>
            </h3>
            <p className="mt-0.5 text-xs text-muted">{GRADE_HINTS[grade]}</p>
            {group.length === 0 ? (
              <p className="mt-2 text-[13px] text-muted">None</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1.5">
                {group.map((c, i) => (
                  <li key={`${c.label}-${i}`} className="text-[13px] text-fg">
                    <span className="font-medium">{c.label}</span>
                    {c.name !== c.label ? <span className="text-muted"> · “{c.name}”</span> : null}
                    <FactSource source={c.source} fact={`${c.label} (${GRADE_LABELS[grade]})`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
};
