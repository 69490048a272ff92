import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { watchInstall } from '@/features/install/watch-install';
import { addEnglishAppStrings } from '@/i18n';
import { enApp } from '@/i18n/en-app';
import { queryClient } from '@/lib/query-client';

addEnglishAppStrings(enApp);
// From the first page behind login: the install prompt, the home-screen coupon, the service worker.
watchInstall();

/**
 * Wraps the pages behind login: TanStack Query for their server state and
 * their English strings. Loaded with the first of them, so the landing page
 * carries neither.
 */
export default function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
