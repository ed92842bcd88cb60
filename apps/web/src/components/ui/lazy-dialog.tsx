import { Suspense, lazy, useState, type ComponentType } from 'react';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog whose code loads the first time it opens, not with the page: a page's create and
 * import dialogs bring their forms, schemas and zod, which its first render never shows. Once
 * opened it stays mounted, so it closes with its animation and opens again at once. A chunk that
 * cannot be loaded fails like a page's (the route's error page offers Reload).
 */
export const lazyDialog = <P extends DialogProps>(load: () => Promise<ComponentType<P>>) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const LazyDialog = (props: P) => {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
  return LazyDialog;
};
