import type { CertificationClaim } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { claimsByGrade } from '../lib/extraction-view.ts';
import { GRADE_LABELS } from '../../../lib/vendor-labels.ts';
import { FactSource } from './fact-source.tsx';

const GRADE_VARIANTS: Record<CertificationClaim['grade'], BadgeVariant> = {
  held: 'success',
  in_progress: 'warning',
  mentioned: 'neutral',
};

const GRADE_HINTS: Record<CertificationClaim['grade'], string> = {
  held: 'The site says the vendor holds it. Only these count in the assessment.',
  in_progress: 'The site says the vendor is working towards it. Not counted yet.',
  mentioned: 'Named or shown as a logo, with no claim to hold it. Not counted.',
};

/** Certification claims by grade: held ones counted, the others shown for what they are. */
export const CertificationClaims = ({ claims }: { claims: readonly CertificationClaim[] }) => {
  const groups = claimsByGrade(claims);
  const held = groups[0]!.claims.length;
  return (
    <Card>
      <CardHeader
        title="Certifications"
        description={
          claims.length === 0
            ? 'The site claims no certification.'
            : `${held} held, counted in the assessment.`
        }
      />
      {claims.length > 0 ? (
        <div className="divide-y divide-border">
          {groups
            .filter((g) => g.grade === 'held' || g.claims.length > 0)
            .map((g) => (
              <section key={g.grade} aria-labelledby={`claims-${g.grade}`} className="px-4 py-3">
                <h3 id={`claims-${g.grade}`} className="text-[13px] font-semibold text-fg">
                  {GRADE_LABELS[g.grade]} <span className="text-muted">({g.claims.length})</span>
                </h3>
                <p className="text-xs text-muted">{GRADE_HINTS[g.grade]}</p>
                {g.claims.length > 0 ? (
                  <ul className="mt-2 flex flex-col gap-3">
                    {g.claims.map((c, i) => (
                      <li key={`${c.label}-${i}`} className="text-sm">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-fg">{c.label}</span>
                          <Badge variant={GRADE_VARIANTS[c.grade]}>{GRADE_LABELS[c.grade]}</Badge>
                          {c.name !== c.label ? (
                            <span className="text-xs text-muted">written “{c.name}”</span>
                          ) : null}
                        </div>
                        <FactSource source={c.source} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
        </div>
      ) : null}
    </Card>
  );
};
