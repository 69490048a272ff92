import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { nativeEvents } from '@/lib/native-events';

/**
 * A title bar with a back button; with no history to go back to, the native app
 * closes the page, and a browser goes to `fallback`.
 */
export function PageHeader({ title, fallback = '/homeIndex' }: { title: ReactNode; fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    // opened on this page: inside the native app, the app closes it (closePage)
    else if (!nativeEvents.closePage()) navigate(fallback, { replace: true });
  };
  return (
    <header className="page-header">
      <button type="button" className="page-header__back" onClick={back} aria-label={t('common.back')}>
        <LeftOutline aria-hidden />
      </button>
      <h1 className="page-header__title" data-testid="page-title">
        {title}
      </h1>
      <span className="page-header__spacer" />
    </header>
  );
}
