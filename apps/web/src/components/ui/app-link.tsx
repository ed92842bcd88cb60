import { Link, type LinkComponentProps } from '@tanstack/react-router';

type AppLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'search' | 'params'> & { to: string };

/**
 * A router link for paths held as data (navigation, breadcrumbs, quick actions). Typed route
 * links stay preferable in features; data-driven paths are checked by the nav tests instead.
 */
export const AppLink = ({ to, ...props }: AppLinkProps) => <Link {...props} to={to} />;
