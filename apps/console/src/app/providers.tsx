import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { cspNonce } from '@/lib/csp-nonce';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

/**
 * antd with the product's colours, English only (decision 030), and App for message/modal hooks;
 * its run-time <style> elements carry the page's CSP nonce (decision 045); server state through TanStack Query.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={enGB} csp={cspNonce ? { nonce: cspNonce } : undefined}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
