import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../components/ui/toast.tsx';
import { STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Makes every request target another of the person's organisations: the pick is kept, the
 * dashboard opens, and everything cached (the previous organisation's) is dropped.
 */
export const useSwitchOrganization = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (id: string, name?: string) => {
    writeStorage(STORAGE_KEYS.organizationId, id);
    await navigate({ to: '/dashboard' });
    await queryClient.resetQueries();
    toast({
      title: 'Organization switched',
      description: name ? `Now working in ${name}.` : undefined,
    });
  };
};
