import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** antd with the product's colours, English only (decision 030), and App for message/modal hooks. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
