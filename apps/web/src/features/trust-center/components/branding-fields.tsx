import { useId } from 'react';
import {
  TRUST_PAGE_SURFACE,
  TRUST_SECTION_LABELS,
  TRUST_SECTIONS,
  type TrustSection,
} from '@rampart/contracts';
import { Check } from 'lucide-react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { accentHint, shownAccent, withSection } from '../lib/branding.ts';

/**
 * How the accent reads where the page uses it: a link on the page's surface, and white words
 * on a button. The page's colours, not the app's theme, since visitors see them.
 */
const AccentPreview = ({ colour }: { colour: string }) => (
  <span
    aria-hidden
    className="inline-flex h-8 shrink-0 items-center gap-2 rounded-md border border-border-strong px-2 text-xs font-medium"
    style={{ background: TRUST_PAGE_SURFACE }}
  >
    <span className="underline" style={{ color: colour }}>
      Link
    </span>
    <span className="rounded px-1.5 py-0.5" style={{ background: colour, color: '#ffffff' }}>
      Button
    </span>
  </span>
);

/** The accent as `#rrggbb` text beside a native colour picker, with its contrast as it is typed. */
export const AccentField = ({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) => {
  const hint = accentHint(value);
  const colour = shownAccent(value);
  // Too light is said at once, as an error: the page would refuse it anyway.
  const live = hint.state === 'too-light' ? hint.message : undefined;
  return (
    <Field
      label="Accent colour"
      hint={hint.state === 'too-light' ? undefined : hint.message}
      error={error ?? live}
    >
      {(p) => (
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-28">
            <Input
              {...p}
              value={value}
              maxLength={7}
              placeholder="#1d4ed8"
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
              onChange={(e) => onChange(e.target.value)}
            />
          </div>
          <input
            type="color"
            aria-label="Pick a colour"
            value={colour}
            onChange={(e) => onChange(e.target.value)}
            className="h-8 w-10 shrink-0 cursor-pointer rounded-md border border-border-strong bg-bg p-0.5"
          />
          <AccentPreview colour={colour} />
        </div>
      )}
    </Field>
  );
};

/**
 * One section's box: a checkbox named by its words. A button rather than a labelled input, so
 * the section called "Overview" is not a second control labelled like the Overview field above.
 */
const SectionBox = ({
  label,
  shown,
  onChange,
}: {
  label: string;
  shown: boolean;
  onChange: (shown: boolean) => void;
}) => (
  <button
    type="button"
    role="checkbox"
    aria-checked={shown}
    onClick={() => onChange(!shown)}
    className="flex w-full items-center gap-2 rounded py-0.5 text-left text-[13px] text-fg"
  >
    <span
      aria-hidden
      className={cn(
        'flex size-4 shrink-0 items-center justify-center rounded border',
        shown ? 'border-accent bg-accent text-accent-fg' : 'border-border-strong bg-bg',
      )}
    >
      {shown ? <Check className="size-3" strokeWidth={3} /> : null}
    </span>
    {label}
  </button>
);

/** The page's sections, ticked while shown. */
export const SectionsField = ({
  hidden,
  error,
  onChange,
}: {
  hidden: readonly TrustSection[];
  error?: string;
  onChange: (hidden: TrustSection[]) => void;
}) => {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-[13px] font-medium text-fg">Sections on the page</legend>
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        Untick a section to leave it off the page; what it holds stays published for when you show
        it again.
      </p>
      <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {TRUST_SECTIONS.map((section) => (
          <li key={section}>
            <SectionBox
              label={TRUST_SECTION_LABELS[section]}
              shown={!hidden.includes(section)}
              onChange={(shown) => onChange(withSection(hidden, section, shown))}
            />
          </li>
        ))}
      </ul>
      {error ? <p className="mt-1 text-xs text-danger-text">{error}</p> : null}
    </fieldset>
  );
};
