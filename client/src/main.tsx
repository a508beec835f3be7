import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPageImage } from '@/app/preload-page-image';
import { AppRouter } from '@/app/router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { queryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

preloadPageImage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
