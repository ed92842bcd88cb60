import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../lib/theme.ts';
import { App } from './providers.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A transition: React renders the first screen in slices, yielding to the browser between them,
// instead of in one long task; the placeholder of index.html stays until it is ready.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
