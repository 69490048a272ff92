import { AppOutline, FileOutline, UserOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageLoading } from './page-loading';
import './tab-layout.css';

const TABS = [
  { to: '/homeIndex', key: 'home', testId: 'tab-home', Icon: AppOutline },
  { to: '/loanIndex', key: 'loan', testId: 'tab-loan', Icon: FileOutline },
  { to: '/my', key: 'profile', testId: 'tab-profile', Icon: UserOutline },
] as const;

/** The home area: Home, My Loan and Profile tabs (spec §2). */
export default function TabLayout() {
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
            <Icon className="tab-bar__icon" aria-hidden />
            <span>{t(`tabs.${key}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
