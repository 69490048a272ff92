import {
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  PhoneOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ConsoleSection } from '@app/domain';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

export interface ConsoleRoute {
  /** Under the hash: 'review' is #/review; 'review/:id' pages have menu: false. */
  path: string;
  /** Who may open it: SECTION_ROLES of @app/domain, the map the server enforces. */
  section: ConsoleSection;
  label: string;
  icon: ReactNode;
  page: LazyExoticComponent<ComponentType>;
  /** false for detail pages reached from a list, not from the menu. */
  menu?: boolean;
}

/**
 * Every console page, one line each: the router, the sider menu and the
 * access check all read this table. Pages load on first visit (React.lazy),
 * so a new section costs the others nothing.
 */
export const ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'dashboard',
    section: 'dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlined />,
    page: lazy(() => import('@/features/dashboard/dashboard-page')),
  },
  {
    path: 'review',
    section: 'review',
    label: 'Review',
    icon: <FileSearchOutlined />,
    page: lazy(() => import('@/features/review/review-page')),
  },
  {
    path: 'review/:id',
    section: 'review',
    label: 'Referred application',
    icon: <FileSearchOutlined />,
    page: lazy(() => import('@/features/review/review-detail-page')),
    menu: false,
  },
  {
    path: 'customers',
    section: 'customers',
    label: 'Customers',
    icon: <UserOutlined />,
    page: lazy(() => import('@/features/customers/customers-page')),
  },
  {
    path: 'customers/:id',
    section: 'customers',
    label: 'Customer',
    icon: <UserOutlined />,
    page: lazy(() => import('@/features/customers/customer-page')),
    menu: false,
  },
  {
    path: 'money',
    section: 'money',
    label: 'Money',
    icon: <BankOutlined />,
    page: lazy(() => import('@/features/money/money-page')),
  },
  {
    path: 'reports',
    section: 'money',
    label: 'Reports',
    icon: <FileTextOutlined />,
    page: lazy(() => import('@/features/reports/reports-page')),
  },
  {
    path: 'collections',
    section: 'collections',
    label: 'Collections',
    icon: <PhoneOutlined />,
    page: lazy(() => import('@/features/collections/collections-page')),
  },
  {
    path: 'collections/:id',
    section: 'collections',
    label: 'Collection file',
    icon: <PhoneOutlined />,
    page: lazy(() => import('@/features/collections/collection-loan-page')),
    menu: false,
  },
  {
    path: 'loan-actions',
    section: 'loan_actions',
    label: 'Approvals',
    icon: <BankOutlined />,
    page: lazy(() => import('@/features/loan-actions/approvals-page')),
  },
  {
    path: 'loan-actions/loans/:orderId',
    section: 'loan_actions',
    label: 'Loan actions',
    icon: <BankOutlined />,
    page: lazy(() => import('@/features/loan-actions/loan-actions-page')),
    menu: false,
  },
  {
    path: 'service',
    section: 'service',
    label: 'Service',
    icon: <CustomerServiceOutlined />,
    page: lazy(() => import('@/features/service/service-page')),
  },
  {
    path: 'content',
    section: 'content',
    label: 'Content',
    icon: <FileTextOutlined />,
    page: lazy(() => import('@/features/content/content-page')),
  },
  {
    path: 'configuration',
    section: 'configuration',
    label: 'Configuration',
    icon: <SettingOutlined />,
    page: lazy(() => import('@/features/configuration/configuration-page')),
  },
  {
    path: 'staff',
    section: 'staff',
    label: 'Staff',
    icon: <TeamOutlined />,
    page: lazy(() => import('@/features/staff/staff-page')),
  },
  {
    path: 'recovery-agents',
    section: 'staff',
    label: 'Recovery agents',
    icon: <TeamOutlined />,
    page: lazy(() => import('@/features/recovery-agents/recovery-agents-page')),
  },
  {
    path: 'audit',
    section: 'audit',
    label: 'Audit log',
    icon: <AuditOutlined />,
    page: lazy(() => import('@/features/audit/audit-page')),
  },
];
