import { useEffect, useRef } from 'react';

type Handlers = { undo: () => void; redo: () => void };

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z redoes this person's changes to the document, in its
 * fields too (the browser's own text undo would not know about the shared document). Keys
 * pressed in a dialog are left alone.
 */
export const useUndoKeys = (enabled: boolean, handlers: Handlers) => {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key.toLowerCase() !== 'z') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (event.shiftKey) ref.current.redo();
      else ref.current.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
};
