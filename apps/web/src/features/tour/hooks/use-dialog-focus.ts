import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const focusedElement = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/** Moves focus into the dialog, keeps it there (Tab and stray focus), and returns it on close. */
export const useDialogFocus = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    let returnTo = focusedElement();
    ref.current?.focus({ preventScroll: true });

    const onFocusIn = (event: FocusEvent) => {
      const dialog = ref.current;
      if (!dialog || !(event.target instanceof HTMLElement) || dialog.contains(event.target))
        return;
      // A menu that started the tour restores focus to its trigger after closing: that trigger
      // is where focus should go back to when the tour ends, but not while it runs.
      if (!returnTo?.isConnected) returnTo = event.target;
      dialog.focus({ preventScroll: true });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = ref.current;
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [ref]);
};
