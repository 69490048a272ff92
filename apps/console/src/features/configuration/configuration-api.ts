import type { ConfigurationCurrent, ConfigurationSaveBody, ProductConfigVersion } from '@app/contract';
import { api } from '@/lib/api';

const BASE = '/api/staff/v1/configuration';

export const configurationApi = {
  current: () => api.get<ConfigurationCurrent>(BASE),
  history: () =>
    api.get<{ versions: ProductConfigVersion[] }>(`${BASE}/versions`).then((res) => res.versions),
  save: (body: ConfigurationSaveBody) => api.post<ConfigurationCurrent>(`${BASE}/versions`, body),
  rollback: (version: number, body: { note: string; baseVersion: number }) =>
    api.post<ConfigurationCurrent>(`${BASE}/versions/${version}/rollback`, body),
};
