import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { REPORT_SECTION_LABELS, type ReportSection } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { moveSection, toggleSection, type ReportForm } from '../lib/report-form.ts';

type Props = {
  sections: ReportForm['sections'];
  onChange: (sections: ReportForm['sections']) => void;
  error?: string;
};

type Dir = 'up' | 'down';
/** What holds the focus after a move: the pressed button, or the checkbox (Alt+arrows). */
type Target = Dir | 'check';

/** The ten sections: tick the ones to include, move them up or down (also Alt+↑/↓). */
export const SectionChecklist = ({ sections, onChange, error }: Props) => {
  const controls = useRef(new Map<string, HTMLElement | null>());
  const [focus, setFocus] = useState<{ id: ReportSection; target: Target } | null>(null);
  const [said, setSaid] = useState('');

  const move = (index: number, dir: Dir, from: Target) => {
    const to = index + (dir === 'up' ? -1 : 1);
    if (to < 0 || to >= sections.length) return;
    const id = sections[index]!.id;
    onChange(moveSection(sections, index, dir === 'up' ? -1 : 1));
    // At an end the focused button turns off; the other one takes the focus.
    const off = (from === 'up' && to === 0) || (from === 'down' && to === sections.length - 1);
    setFocus({ id, target: off ? (from === 'up' ? 'down' : 'up') : from });
    setSaid(`${REPORT_SECTION_LABELS[id]} moved to position ${to + 1} of ${sections.length}`);
  };

  // The moved row's button keeps the keyboard focus across the re-render.
  useEffect(() => {
    if (focus) controls.current.get(`${focus.id}:${focus.target}`)?.focus();
  }, [focus, sections]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const from = ((e.target as HTMLElement).dataset.target ?? 'check') as Target;
    move(index, e.key === 'ArrowUp' ? 'up' : 'down', from);
  };

  const count = sections.filter((s) => s.on).length;
  return (
    <fieldset aria-describedby={error ? 'report-sections-error' : 'report-sections-hint'}>
      <legend className="text-[13px] font-medium text-fg">
        Sections{' '}
        <span className="font-normal text-muted">
          ({count} of {sections.length})
        </span>
      </legend>
      <p id="report-sections-hint" className="mt-0.5 text-xs text-muted">
        In report order; Alt+↑ and Alt+↓ move the focused section.
      </p>
      <ol className="mt-2 divide-y divide-border rounded-md border border-border">
        {sections.map((s, i) => {
          const label = REPORT_SECTION_LABELS[s.id];
          return (
            <li
              key={s.id}
              className={cn('flex items-center gap-2 px-2 py-1', !s.on && 'text-muted')}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-0.5 text-[13px]">
                <Checkbox
                  ref={(el) => {
                    controls.current.set(`${s.id}:check`, el);
                  }}
                  data-target="check"
                  checked={s.on}
                  onChange={(e) => onChange(toggleSection(sections, s.id, e.target.checked))}
                />
                <span className={cn('truncate', s.on && 'text-fg')}>{label}</span>
              </label>
              {(['up', 'down'] as const).map((dir) => (
                <Button
                  key={dir}
                  ref={(el) => {
                    controls.current.set(`${s.id}:${dir}`, el);
                  }}
                  data-target={dir}
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${label} ${dir}`}
                  disabled={dir === 'up' ? i === 0 : i === sections.length - 1}
                  onClick={() => move(i, dir, dir)}
                >
                  {dir === 'up' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
                </Button>
              ))}
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id="report-sections-error" className="mt-1 text-xs text-danger-text">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
};
