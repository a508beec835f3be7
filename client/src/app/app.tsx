// The whole app, as the browser mounts it (main.tsx) and as the build prerenders the public pages
// (prerender.tsx): one tree, so the prerendered HTML is exactly what the first render hydrates.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { AppRouter } from '@/app/router';
import { LazyToaster } from '@/components/ui/lazy-toaster';

export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>
);
