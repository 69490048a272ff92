import type { PublicConfigResponse } from '@app/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { PUBLIC_DEFAULTS } from '@/config/app-config';
import { useCoreStore } from '@/stores/core-store';
import { apiRequest } from './api-client';

interface PublicConfigState {
  config: PublicConfigResponse | null;
}

/**
 * GET /api/v1/config, once per page load. Kept in a tiny store rather than
 * TanStack Query because the landing page needs it and must stay small.
 */
export const usePublicConfigStore = create<PublicConfigState>()(() => ({ config: null }));

let inflight: Promise<PublicConfigResponse | null> | null = null;

export function loadPublicConfig(): Promise<PublicConfigResponse | null> {
  inflight ??= apiRequest<PublicConfigResponse>('/api/v1/config', { quiet: true }).then(
    (config) => {
      usePublicConfigStore.setState({ config });
      useCoreStore.getState().setBrand({
        proName: config.proName,
        serviceEmail: config.serviceEmail,
        proWebsite: config.proWebsite,
      });
      return config;
    },
    () => {
      inflight = null; // try again on the next use
      return null;
    },
  );
  return inflight;
}

/** The public config, loading it on first use; null until it has arrived. */
export function usePublicConfig(): PublicConfigResponse | null {
  const config = usePublicConfigStore((state) => state.config);
  useEffect(() => {
    if (!config) void loadPublicConfig();
  }, [config]);
  return config;
}

export interface Brand {
  proName: string;
  serviceEmail: string;
  proWebsite: string;
}

/** Product name and contacts: the server's public config once loaded, the core store's until then. */
export function useBrand(): Brand {
  const config = usePublicConfig();
  const proName = useCoreStore((state) => state.proName);
  const serviceEmail = useCoreStore((state) => state.serviceEmail.email);
  const proWebsite = useCoreStore((state) => state.proWebsite);
  return {
    proName: config?.proName || proName || PUBLIC_DEFAULTS.proName,
    serviceEmail: config?.serviceEmail.email || serviceEmail,
    proWebsite: config?.proWebsite || proWebsite,
  };
}
