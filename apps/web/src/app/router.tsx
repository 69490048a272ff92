import { lazy } from 'react';
import { createHashRouter, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { guardLoader, unknownRouteLoader } from './guards';
import { RootView } from './root-view';
import { type AppRoute, ROUTES } from './routes';

const ServerStateLayout = lazy(() => import('./server-state-layout'));
const TabLayout = lazy(() => import('./home-tabs'));

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, loader: guardLoader(route.path), Component: lazy(route.page) };
}

const open = ROUTES.filter((route) => route.noCheck);
const behindLogin = ROUTES.filter((route) => !route.noCheck);

export function createAppRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <RootView />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, loader: () => redirect('/start') },
        ...open.map(toRouteObject),
        {
          element: <ServerStateLayout />,
          children: [
            { element: <TabLayout />, children: behindLogin.filter((r) => r.tabs).map(toRouteObject) },
            ...behindLogin.filter((r) => !r.tabs).map(toRouteObject),
          ],
        },
        { path: '*', loader: unknownRouteLoader },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
