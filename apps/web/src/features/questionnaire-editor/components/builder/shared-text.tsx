import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { moveCaret } from '../../lib/caret.ts';

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange'
> & {
  /** The text as the shared document has it now. */
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
};

/**
 * A field bound to a shared text. It is left uncontrolled so React never resets the caret:
 * a change typed here goes to the document, and a change from someone else is written into the
 * field with this person's caret moved past it, not thrown to the end.
 */
export const SharedText = ({ value, onChange, multiline = false, ...props }: Props) => {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || el.value === value) return;
    const before = el.value;
    const focused = el.ownerDocument.activeElement === el;
    const { selectionStart: start, selectionEnd: end } = el;
    el.value = value;
    if (focused && start !== null && end !== null) {
      el.setSelectionRange(moveCaret(before, value, start), moveCaret(before, value, end));
    }
  }, [value]);
  const shared = {
    ...props,
    ref,
    defaultValue: value,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  return multiline ? <Textarea rows={2} {...shared} /> : <Input {...shared} />;
};
