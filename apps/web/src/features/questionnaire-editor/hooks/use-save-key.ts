import { useEffect, useRef } from 'react';

/**
 * Ctrl/Cmd+S in the editor: every change is saved as it is made, so the key does not open the
 * browser's "save page" dialog; it asks to be told when what is typed is stored.
 */
export const useSaveKey = (enabled: boolean, onSave: () => void) => {
  const ref = useRef(onSave);
  useEffect(() => {
    ref.current = onSave;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      ref.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
};
