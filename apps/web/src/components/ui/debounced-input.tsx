import { useEffect, useRef, useState } from 'react';
import { Input, type InputProps } from './input.tsx';

export type DebouncedInputProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string | undefined;
  /** Called once typing pauses (or on Enter), with the trimmed text or undefined. */
  onCommit: (value: string | undefined) => void;
  delay?: number;
};

/** A text filter that updates the URL once typing pauses, not on every key. */
export const DebouncedInput = ({ value, onCommit, delay = 300, ...props }: DebouncedInputProps) => {
  const [draft, setDraft] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed from elsewhere (Clear filters, back button): show its value.
  if (value !== synced) {
    setSynced(value);
    setDraft(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <Input
      {...props}
      value={draft}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text), delay);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(draft);
        props.onKeyDown?.(e);
      }}
    />
  );
};
