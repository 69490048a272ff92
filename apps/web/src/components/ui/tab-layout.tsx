import { AppOutline, FileOutline, UserOutline } from 'antd-mobile-icons';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageLoading } from './page-loading';
import './tab-layout.css';

const TABS = [
  { to: '/homeIndex', key: 'home', testId: 'tab-home', Icon: AppOutline },
  { to: '/loanIndex', key: 'loan', testId: 'tab-loan', Icon: FileOutline },
  { to: '/my', key: 'profile', testId: 'tab-profile', Icon: UserOutline },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

/** The home area: Home, My Loan and Profile tabs (spec §2), each with an optional badge on its icon. */
export default function TabLayout({ badges = {} }: { badges?: Partial<Record<TabKey, ReactNode>> }) {
  const { t } = useTranslation();
  return (
    <div className="tab-layout">
      <div className="tab-layout__page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <nav className="tab-bar">
        {TABS.map(({ to, key, testId, Icon }) => (
          <NavLink key={to} to={to} replace data-testid={testId} className="tab-bar__item">
            <span className="tab-bar__icon-wrap">
              <Icon className="tab-bar__icon" aria-hidden />
              {badges[key]}
            </span>
            <span>{t(`tabs.${key}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
