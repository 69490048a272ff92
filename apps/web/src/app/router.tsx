import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { nextTask } from '@/lib/next-task';
import { guardLoader, unknownRouteLoader } from './guards';
import { RootView } from './root-view';
import { type AppRoute, ROUTES } from './routes';

/**
 * A route's module as React Router's `lazy`: the router loads the modules of
 * every matched level (layouts and page) at once, beside the loaders, instead
 * of one after another as each lazy component renders (docs/decisions/042).
 * Each import starts in a task of its own: adding a module's preload links costs
 * about a millisecond each (2-core machine, unthrottled), and on the first
 * navigation they would all land in the router's own task (docs/decisions/052).
 */
const component = (load: () => Promise<{ default: ComponentType }>) => () =>
  nextTask()
    .then(load)
    .then((module) => ({ Component: module.default }));

const serverStateLayout = component(() => import('./server-state-layout'));
const tabLayout = component(() => import('./home-tabs'));

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, loader: guardLoader(route.path, route.prefetch), lazy: component(route.page) };
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
          lazy: serverStateLayout,
          children: [
            { lazy: tabLayout, children: behindLogin.filter((r) => r.tabs).map(toRouteObject) },
            ...behindLogin.filter((r) => !r.tabs).map(toRouteObject),
          ],
        },
        { path: '*', loader: unknownRouteLoader },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
