import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * Replaces the current entry with a built path (path plus query), e.g. from decideRoute.
 * It navigates once per mount: while the router moves on, the screen that rendered it may
 * re-render with the next location and compute another target, which must not chain.
 */
export const Redirect = ({ href }: { href: string }) => {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate({ href, replace: true });
  }, [href, navigate]);
  return null;
};
