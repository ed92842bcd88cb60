import { useEffect, useRef } from 'react';
import { useLocation } from '@tanstack/react-router';

/**
 * Brings the element into view when the address names it (`#access-requests`, a notification's
 * link) once it is `ready`: the router scrolls to a hash on arrival, before a card's list has
 * loaded and the page has its height. Once per arrival; leaving the hash and coming back repeats.
 */
export const useHashScroll = <T extends HTMLElement>(id: string, ready: boolean) => {
  const hash = useLocation({ select: (l) => l.hash });
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (hash !== id) {
      done.current = false;
      return;
    }
    if (!ready || done.current) return;
    done.current = true;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, id, ready]);
  return ref;
};
