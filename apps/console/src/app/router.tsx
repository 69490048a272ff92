import { canReach } from '@app/domain';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { useStaff } from '@/lib/session';
import { Forbidden } from './forbidden';
import { ConsoleLayout } from './layout';
import { NotFound } from './not-found';
import { RequireStaff } from './require-staff';
import { type ConsoleRoute, ROUTES } from './routes';

const LoginPage = lazy(() => import('@/features/auth/login-page'));
const ChangePasswordPage = lazy(() => import('@/features/auth/change-password-page'));

/** A page of the table, or the 403 result when the role does not reach its section. */
function SectionPage({ route }: { route: ConsoleRoute }) {
  const staff = useStaff();
  if (!staff || !canReach(staff.role, route.section)) return <Forbidden />;
  const Page = route.page;
  return <Page />;
}

/** The first page in the table the role reaches (every role reaches the dashboard). */
function Home() {
  const staff = useStaff();
  const first = ROUTES.find((route) => staff && canReach(staff.role, route.section));
  return <Navigate to={`/${first?.path ?? 'dashboard'}`} replace />;
}

// Hash routes: the API serves one index.html at /console/ and needs no route list.
const router = createHashRouter([
  {
    path: '/login',
    element: (
      <Suspense fallback={<Spin size="large" fullscreen />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/password',
    element: (
      <Suspense fallback={<Spin size="large" fullscreen />}>
        <ChangePasswordPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: (
      <RequireStaff>
        <ConsoleLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <Home /> },
      ...ROUTES.map((route) => ({ path: route.path, element: <SectionPage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function ConsoleRouter() {
  return <RouterProvider router={router} />;
}
