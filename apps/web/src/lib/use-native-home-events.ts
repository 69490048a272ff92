import { useEffect, useRef } from 'react';
import { useCoreStore } from '@/stores/core-store';
import { type HomeSnapshot, nativeEvents } from './native-events';

/**
 * Home's reports to the native app: homeRefreshStatus 'start' / 'end' around
 * each load of its data, and homeData once the data is in (`snapshot` null
 * while not), with homeRefresh when the stage or the order moved since the
 * last load. The last load is kept in the core store's homeData (spec §3), so
 * a change seen on the next visit counts too.
 */
export function useNativeHomeEvents(
  snapshot: HomeSnapshot | null,
  fetching: boolean,
  /** The data was loaded before the page mounted (the route's early request): report that load once. */
  loadedBeforeMount = false,
): void {
  const wasFetching = useRef(false);
  useEffect(() => {
    if (!loadedBeforeMount) return;
    nativeEvents.homeLoading(true);
    nativeEvents.homeLoading(false);
  }, [loadedBeforeMount]);
  useEffect(() => {
    if (fetching === wasFetching.current) return;
    wasFetching.current = fetching;
    nativeEvents.homeLoading(fetching);
  }, [fetching]);

  const stage = snapshot?.stage;
  const quotaPaise = snapshot?.quotaPaise ?? null;
  const orderState = snapshot?.orderState ?? null;
  useEffect(() => {
    if (!stage) return;
    const now: HomeSnapshot = { stage, quotaPaise, orderState };
    const core = useCoreStore.getState();
    nativeEvents.homeLoaded(now, core.homeData as Partial<HomeSnapshot>);
    core.setHomeData({ ...now });
  }, [stage, quotaPaise, orderState]);
}
