import { Link } from '@tanstack/react-router';
import type { ChatSource } from '@rampart/contracts';
import { sourceKindLabel } from '../lib/labels.ts';

const linkClass =
  'inline-flex max-w-full items-center gap-1 rounded border border-border bg-bg px-1.5 py-0.5 text-xs text-accent-text hover:bg-hover';

const Label = ({ source }: { source: ChatSource }) => (
  <>
    <span className="text-muted">{sourceKindLabel(source.kind)}:</span>
    <span className="truncate">{source.title}</span>
  </>
);

/** A link to what the answer drew on: the risk, control, framework or requirement. */
export const SourceLink = ({ source }: { source: ChatSource }) => {
  switch (source.kind) {
    case 'risk':
      return (
        <Link to="/dashboard/risks/$riskId" params={{ riskId: source.id }} className={linkClass}>
          <Label source={source} />
        </Link>
      );
    case 'control':
      return (
        <Link
          to="/dashboard/controls/$controlId"
          params={{ controlId: source.id }}
          className={linkClass}
        >
          <Label source={source} />
        </Link>
      );
    case 'framework':
      return (
        <Link
          to="/dashboard/compliance/$frameworkId"
          params={{ frameworkId: source.id }}
          className={linkClass}
        >
          <Label source={source} />
        </Link>
      );
    case 'requirement':
      return source.frameworkId ? (
        <Link
          to="/dashboard/compliance/$frameworkId"
          params={{ frameworkId: source.frameworkId }}
          search={{ requirement: source.id }}
          className={linkClass}
        >
          <Label source={source} />
        </Link>
      ) : (
        <span className={linkClass}>
          <Label source={source} />
        </span>
      );
    case 'library':
      return (
        <Link to="/dashboard/controls/library" search={{ q: source.title }} className={linkClass}>
          <Label source={source} />
        </Link>
      );
  }
};

export const AnswerSources = ({ sources }: { sources: readonly ChatSource[] }) =>
  sources.length === 0 ? null : (
    <div className="mt-2">
      <p className="text-xs font-medium text-muted">Sources</p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Sources">
        {sources.map((s) => (
          <li key={`${s.kind}:${s.id}`} className="max-w-full">
            <SourceLink source={s} />
          </li>
        ))}
      </ul>
    </div>
  );
