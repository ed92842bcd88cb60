import { Star } from 'lucide-react';
import { toggleFavorite } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { usePreferences, useUpdatePreferences } from '../../../../lib/preferences.ts';
import { cn } from '../../../../lib/cn.ts';

/**
 * The favorite star (§2, §8 "Favorite added or removed"): the questionnaire's page joins the
 * user's favorites, the same list the sidebar keeps.
 */
export const FavoriteButton = ({ path, title }: { path: string; title: string }) => {
  const { data } = usePreferences();
  const { mutate, isPending } = useUpdatePreferences();
  const favorites = data?.favorites;
  const on = favorites?.includes(path) ?? false;
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
      disabled={!favorites || isPending}
      onClick={() => {
        if (!favorites) return;
        mutate(
          { favorites: toggleFavorite(favorites, path) },
          {
            onSuccess: () =>
              toast({
                title: on ? 'Removed from favorites' : 'Added to favorites',
                description: title,
              }),
            onError: (err) =>
              toast({
                title: 'Could not save your favorites',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <Star className={cn(on && 'fill-current text-warning-text')} aria-hidden />
    </Button>
  );
};
