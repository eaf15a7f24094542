import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { checkStoredTokenEarly } from './api/auth';
import { createQueryClient } from './api/query-config';
import { routes } from './routes/route-table';
import { AuthProvider } from './ui/auth/auth-provider';
import { preloadRoutes } from './ui/layout/preload-on-hover';
import { ThemeProvider } from './ui/theme/theme-provider';
import { ToastProvider } from './ui/toast/toast-provider';

const router = createBrowserRouter(routes);
// The first page's chunks, the signed-in shell's and the page's own, load side by side rather
// than the page's only once the shell has rendered.
preloadRoutes(routes, window.location.pathname);
checkStoredTokenEarly();

export function App() {
  // One cache for the page's life; created in state so a remount in development keeps it.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
