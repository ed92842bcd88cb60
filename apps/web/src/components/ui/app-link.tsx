import { Link, type LinkComponentProps } from '@tanstack/react-router';

type AppLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'search' | 'params'> & {
  to: string;
  /** The page's search params (its own validator keeps what it accepts). */
  search?: Record<string, string | boolean | number>;
};

/**
 * A router link for paths held as data (navigation, breadcrumbs, quick actions). Typed route
 * links stay preferable in features; data-driven paths are checked by the nav tests instead.
 *
 * The router marks a link active (aria-current="page") on every path below it by default, so
 * /dashboard would be "current" everywhere; only an exact match counts here, and callers with a
 * wider rule (the sidebar's direct-child rule) pass their own aria-current.
 */
export const AppLink = ({ to, search, activeOptions, ...props }: AppLinkProps) => (
  <Link
    {...props}
    to={to}
    search={search as never}
    activeOptions={activeOptions ?? { exact: true }}
  />
);
