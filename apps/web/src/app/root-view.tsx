import { type CSSProperties, lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { useLayoutMode } from '@/lib/layout-mode';
import { usePublicConfig } from '@/lib/public-config';
import { useAppStatus } from '@/stores/app-status-store';
import { ExpireWatcher } from './expire-watcher';

const ServiceUnavailable = lazy(() => import('@/components/ui/service-unavailable'));

// The native app draws the page under its status bar (handover isTopSafe): the column starts below
// it. Some WebViews report no inset although they do, hence the floor. Layers that cover the
// screen (fixed or full-screen) use the same --top-inset.
const TOP_SAFE = { '--top-inset': 'max(env(safe-area-inset-top), 24px)' } as CSSProperties;

/** Spec §2 root view: mobile or desktop container, the expire popup, the 503 screen and scroll restoration. */
export function RootView() {
  const layout = useLayoutMode();
  const { i18n } = useTranslation();
  const topSafe = useAppStatus((state) => state.topSafe);
  const unavailable = useAppStatus((state) => state.unavailable);
  const setUnavailable = useAppStatus((state) => state.setUnavailable);
  usePublicConfig();

  // Pages behind login refetch their queries (lib/query-client); the landing page simply lets the user try again.
  const retry = () => setUnavailable(false);

  return (
    <div
      className={`root-view root-view--${layout}`}
      style={topSafe ? TOP_SAFE : undefined}
      data-testid="root-view"
      data-layout={layout}
      lang={i18n.language}
    >
      {/* The one main landmark: every page's content is in it (axe, docs/decisions/042). */}
      <main className="root-view__column" data-top-safe={topSafe || undefined}>
        <Suspense fallback={<PageLoading />}>
          {unavailable ? <ServiceUnavailable onRetry={retry} /> : <Outlet />}
        </Suspense>
      </main>
      <ExpireWatcher />
      {/* A new page opens at its top; back and forward return to where the page was (issue 30). */}
      <ScrollRestoration />
    </div>
  );
}
