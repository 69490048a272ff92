import { type CSSProperties, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useLayoutMode } from '@/lib/layout-mode';
import { usePublicConfig } from '@/lib/public-config';
import { useAppStatus } from '@/stores/app-status-store';
import { ExpireWatcher } from './expire-watcher';

const ServiceUnavailable = lazy(() => import('@/components/ui/service-unavailable'));

// Some WebViews report no inset although the native app draws under its status bar.
const TOP_SAFE: CSSProperties = { paddingTop: 'max(env(safe-area-inset-top), 24px)' };

/** Spec §2 root view: mobile or desktop container, the expire popup and the 503 screen. */
export function RootView() {
  const layout = useLayoutMode();
  const { i18n } = useTranslation();
  const topSafe = useAppStatus((state) => state.topSafe);
  const unavailable = useAppStatus((state) => state.unavailable);
  const setUnavailable = useAppStatus((state) => state.setUnavailable);
  usePublicConfig();

  const retry = () => {
    setUnavailable(false);
    // Pages behind login refetch their queries; the landing page simply lets the user try again.
    void import('@/lib/query-client').then(({ queryClient }) =>
      queryClient.refetchQueries({ type: 'active' }),
    );
  };

  return (
    <div
      className={`root-view root-view--${layout}`}
      data-testid="root-view"
      data-layout={layout}
      lang={i18n.language}
    >
      <div className="root-view__column" style={topSafe ? TOP_SAFE : undefined}>
        <Suspense fallback={<PageLoading />}>
          {unavailable ? <ServiceUnavailable onRetry={retry} /> : <Outlet />}
        </Suspense>
      </div>
      <ExpireWatcher />
    </div>
  );
}
