import { useCallback } from 'react';
import { toggleFavorite } from '@rampart/domain';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePreferences, useUpdatePreferences } from '../../../lib/preferences.ts';
import { navLinkFor } from '../nav-data.ts';

const saveFailed = (error: unknown) =>
  toast({
    title: 'Could not save your sidebar',
    description: errorMessage(error),
    variant: 'destructive',
  });

/** The collapsed rail and the favorites, both kept in the user's preferences on the server. */
export const useSidebarPreferences = () => {
  const { data } = usePreferences();
  const { mutate } = useUpdatePreferences();
  const collapsed = data?.sidebarCollapsed ?? false;
  const favorites = data?.favorites;

  const toggleCollapsed = useCallback(() => {
    mutate({ sidebarCollapsed: !collapsed }, { onError: saveFailed });
  }, [collapsed, mutate]);

  const setCollapsed = useCallback(
    (value: boolean) => {
      if (value !== collapsed) mutate({ sidebarCollapsed: value }, { onError: saveFailed });
    },
    [collapsed, mutate],
  );

  const toggle = useCallback(
    (path: string) => {
      // Until preferences load there is nothing to toggle against.
      if (!favorites) return;
      const adding = !favorites.includes(path);
      const title = navLinkFor(path)?.title ?? path;
      mutate(
        { favorites: toggleFavorite(favorites, path) },
        {
          onSuccess: () =>
            toast({
              title: adding ? 'Added to favorites' : 'Removed from favorites',
              description: adding ? `${title} is pinned in the sidebar.` : `${title} is unpinned.`,
            }),
          onError: saveFailed,
        },
      );
    },
    [favorites, mutate],
  );

  return {
    collapsed,
    toggleCollapsed,
    setCollapsed,
    favorites: favorites ?? [],
    toggleFavorite: toggle,
  };
};
