import { Lock } from 'lucide-react';
import type { Assessment } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';

/** Says plainly that a signed-off assessment is a record: read-only, as it stood then. */
export const FrozenBanner = ({ assessment: a }: { assessment: Assessment }) => (
  <section
    aria-label="Signed off"
    className="mb-4 flex gap-3 rounded-lg border border-success-text/25 bg-success-subtle px-4 py-3 text-[13px]"
  >
    <Lock className="mt-0.5 size-4 shrink-0 text-success-text" aria-hidden />
    <div className="min-w-0">
      <p className="font-medium text-success-text">
        Signed off by {a.signedOffBy?.name ?? 'a former member'} on {formatDateTime(a.signedOffAt)}.
        This assessment is frozen and cannot be changed.
      </p>
      <p className="mt-0.5 text-fg">
        Results, evidence, findings and controls are shown as they stood at sign-off.
      </p>
      {a.signOffStatement ? (
        <blockquote className="mt-2 border-l-2 border-success-text/40 pl-3 whitespace-pre-wrap text-fg">
          {a.signOffStatement}
        </blockquote>
      ) : null}
    </div>
  </section>
);
