import { LogoutOutlined } from '@ant-design/icons';
import { canReach, type StaffRole } from '@app/domain';
import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { session, useStaff } from '@/lib/session';
import { Logo } from './logo';
import { useProductName } from './product-name';
import { ROUTES } from './routes';
import { BRAND } from './theme';

const ROLE_COLOURS: Record<StaffRole, string> = {
  admin: 'magenta',
  risk: 'geekblue',
  finance: 'gold',
  agent: 'cyan',
  collector: 'volcano',
};

/** Sider with the sections the role reaches, header with the product and the staff member. */
export function ConsoleLayout() {
  const staff = useStaff();
  const productName = useProductName();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!staff) return null;

  const items = ROUTES.filter((route) => route.menu !== false && canReach(staff.role, route.section)).map(
    (route) => ({ key: route.path, icon: route.icon, label: route.label }),
  );
  const selected = pathname.split('/')[1] ?? '';

  const signOut = async () => {
    // The server ends the session; the console forgets the token even if that call fails.
    await api.post('/api/staff/v1/auth/logout').catch(() => undefined);
    session.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={64}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '16px 18px' }}>
          <Logo size={30} />
          <Typography.Text strong style={{ color: '#fff', fontSize: 16 }} ellipsis>
            {productName}
          </Typography.Text>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[selected]}
          onClick={({ key }) => navigate(`/${key}`)}
          data-testid="console-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `3px solid ${BRAND.accent}`,
          }}
        >
          <Typography.Text type="secondary">{productName} operations console</Typography.Text>
          <Space size="middle">
            <span data-testid="console-staff-name">{staff.name}</span>
            <Tag color={ROLE_COLOURS[staff.role]} data-testid="console-staff-role">
              {staff.role}
            </Tag>
            <Button icon={<LogoutOutlined />} onClick={signOut} data-testid="console-sign-out">
              Sign out
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', marginTop: 80 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
