import { AppOutline, FileOutline, UserOutline } from 'antd-mobile-icons';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { isPlainClick } from '@/lib/plain-click';
import { PageLoading } from './page-loading';
import './tab-layout.css';

const TABS = [
  { to: '/homeIndex', key: 'home', testId: 'tab-home', Icon: AppOutline },
  { to: '/loanIndex', key: 'loan', testId: 'tab-loan', Icon: FileOutline },
  { to: '/my', key: 'profile', testId: 'tab-profile', Icon: UserOutline },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

/**
 * The home area: Home, My Loan and Profile tabs (spec §2), each with an optional badge on its icon.
 * The tabs are plain links marked up as React Router's NavLink would (`active`, aria-current),
 * without its per-link hooks: they are drawn in the first task of every tab page (docs/decisions/042).
 */
export default function TabLayout({ badges = {} }: { badges?: Partial<Record<TabKey, ReactNode>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useLocation().pathname.toLowerCase();
  return (
    <div className="tab-layout">
      <div className="tab-layout__page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <nav className="tab-bar">
        {TABS.map(({ to, key, testId, Icon }) => {
          const active = path === to.toLowerCase() || path.startsWith(`${to.toLowerCase()}/`);
          return (
            <a
              key={to}
              href={`#${to}`}
              aria-current={active ? 'page' : undefined}
              data-testid={testId}
              className={active ? 'tab-bar__item active' : 'tab-bar__item'}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                navigate(to, { replace: true });
              }}
            >
              <span className="tab-bar__icon-wrap">
                <Icon className="tab-bar__icon" aria-hidden />
                {badges[key]}
              </span>
              <span>{t(`tabs.${key}`)}</span>
            </a>
          );
        })}
      </nav>
    </div>
  );
}
