import { useEffect } from 'react';

type Shortcuts = { onToggle: () => void; onSearch: () => void };

/** Ctrl/Cmd+B toggles the sidebar and Ctrl/Cmd+K goes to the feature search (spec §2). */
export const useSidebarShortcuts = ({ onToggle, onSearch }: Shortcuts) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 'b') {
        event.preventDefault();
        onToggle();
      } else if (key === 'k') {
        event.preventDefault();
        onSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle, onSearch]);
};
