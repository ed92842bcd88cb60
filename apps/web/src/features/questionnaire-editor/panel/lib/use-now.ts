import { useEffect, useState } from 'react';

/** Relative times ("5 min ago") move on by the minute; this is often enough to redraw them. */
const NOW_REFRESH_MS = 30_000;

/** The current time, refreshed every half minute while the component is shown. */
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};
