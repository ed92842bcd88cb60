import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { queryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(queryClient);

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <TooltipProvider delayDuration={300}>
      <RouterProvider router={router} />
    </TooltipProvider>
  </QueryClientProvider>
);
