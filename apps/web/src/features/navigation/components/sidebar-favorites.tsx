import { shownFavorites } from '@rampart/domain';
import { favoriteLinkFor, type AppNavLink } from '../nav-data.ts';
import { SidebarLink } from './sidebar-link.tsx';

type SidebarFavoritesProps = {
  permissions: readonly string[];
  favorites: readonly string[];
  collapsed: boolean;
  onToggleFavorite: (path: string) => void;
};

/**
 * The first 3 favorites (spec §2). Favorites of pages not built yet, or that the role may not
 * open, are left out. The current page is marked once, in the main list, so a starred page is
 * not highlighted twice.
 */
export const SidebarFavorites = ({
  permissions,
  favorites,
  collapsed,
  onToggleFavorite,
}: SidebarFavoritesProps) => {
  // A page the role may no longer open (its role changed) is not offered, though still starred.
  const available = favorites.filter((p) => favoriteLinkFor(permissions, p));
  const links = shownFavorites(available)
    .map((p) => favoriteLinkFor(permissions, p))
    .filter((l): l is AppNavLink => Boolean(l));

  return (
    <section data-tour="sidebar-favorites" aria-label="Favorites" className="py-1.5">
      {collapsed ? (
        <div className="mx-3 my-1 h-px bg-border" aria-hidden />
      ) : (
        <h2 className="flex h-7 items-center px-2 text-xs font-medium text-muted">Favorites</h2>
      )}
      {links.length === 0 ? (
        collapsed ? null : (
          <p className="px-2 pb-1 text-xs text-muted">Star a page to pin it here.</p>
        )
      ) : (
        <ul className="flex flex-col gap-0.5">
          {links.map((link) => (
            <SidebarLink
              key={link.path}
              link={link}
              active={false}
              copy
              collapsed={collapsed}
              favorite
              onToggleFavorite={onToggleFavorite}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
