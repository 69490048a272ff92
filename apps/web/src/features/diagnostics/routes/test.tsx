import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { APP_VERSION } from '@/config/app-config';
import { currentLang } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { deviceType, hasNativeBridge, isInNativeApp } from '@/lib/bridge';
import { useAppStatus } from '@/stores/app-status-store';
import { useCoreStore } from '@/stores/core-store';
import { useHealth } from '../api/get-health';

/** Diagnostics for customer support (spec §2 /test). */
export default function TestPage() {
  const { t } = useTranslation();
  const health = useHealth();
  const customerId = useCoreStore((state) => state.publicData.customerId);
  const nativeInfo = useAppStatus((state) => state.nativeInfo);

  const healthText = health.isFetching
    ? t('diagnostics.checking')
    : health.data
      ? `${health.data.status}${health.data.maintenance ? ' (maintenance)' : ''}`
      : health.error instanceof ApiError && health.error.status > 0
        ? `HTTP ${health.error.status} ${health.error.code}`
        : t('diagnostics.unreachable');

  const rows: [string, string, string][] = [
    [
      'diag-app-version',
      t('diagnostics.appVersion'),
      nativeInfo?.appVersion ? `${APP_VERSION} / app ${nativeInfo.appVersion}` : APP_VERSION,
    ],
    ['diag-server-version', t('diagnostics.serverVersion'), health.data?.version ?? '-'],
    ['diag-api-health', t('diagnostics.apiHealth'), healthText],
    [
      'diag-database',
      t('diagnostics.database'),
      health.data
        ? `${health.data.database.driver} ${health.data.database.ok ? 'ok' : 'down'} ${health.data.database.latencyMs} ms`
        : '-',
    ],
    ['diag-language', t('diagnostics.language'), currentLang()],
    [
      'diag-bridge',
      t('diagnostics.nativeBridge'),
      hasNativeBridge() ? t('diagnostics.present') : t('diagnostics.absent'),
    ],
    ['diag-in-app', t('diagnostics.inApp'), isInNativeApp() ? t('common.yes') : t('common.no')],
    ['diag-device-type', t('diagnostics.deviceType'), String(deviceType())],
  ];

  return (
    <div className="page">
      <PageHeader title={t('diagnostics.title')} fallback="/setup" />
      <List className="card card--list">
        {rows.map(([testId, label, value]) => (
          <List.Item key={testId} extra={<span data-testid={testId}>{value}</span>}>
            {label}
          </List.Item>
        ))}
        {/* Long values read best under their label than squeezed beside it. */}
        <List.Item description={<span data-testid="diag-customer">{customerId || '-'}</span>}>
          {t('diagnostics.customerId')}
        </List.Item>
        <List.Item description={navigator.userAgent}>{t('diagnostics.userAgent')}</List.Item>
      </List>
      <Button block variant="outline" onClick={() => void health.refetch()} loading={health.isFetching}>
        {t('diagnostics.recheck')}
      </Button>
    </div>
  );
}
