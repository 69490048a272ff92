import { List } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/copy-text';
import { showToast } from '@/lib/toast';
import { type ApiProbe, useApiProbe } from '../api/get-health';
import { reportText } from '../components/report';
import { readSnapshot } from '../components/snapshot';
import '../diagnostics.css';

type Row = [testId: string, label: string, value: ReactNode];

function Section({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <List header={title} className="card card--list diag-list">
      {rows.map(([testId, label, value]) => (
        <List.Item key={testId} extra={<span data-testid={testId}>{value}</span>}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * /test (spec §2): what an integrator or support needs to see at a glance:
 * versions, the native bridge and handover, the session, the language and
 * flags, and whether the API answers and how fast. "Copy report" puts it all
 * on the clipboard as plain text, secrets masked.
 */
export default function TestPage() {
  const { t } = useTranslation();
  const probe = useApiProbe();
  // Read once per render: the page shows this moment, and "Check again" re-renders it.
  const snap = readSnapshot();
  const [copying, setCopying] = useState(false);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const orNone = (value: string) => value || t('diagnostics.none');

  const copy = async () => {
    setCopying(true);
    const done = await copyText(reportText(snap, probe.data, new Date()));
    setCopying(false);
    showToast(done ? t('diagnostics.copied') : t('diagnostics.copyFailed'));
  };

  const apiText = (result: ApiProbe | undefined): string => {
    if (probe.isFetching || !result) return t('diagnostics.checking');
    switch (result.state) {
      case 'ok':
        return result.health.maintenance
          ? `${t('diagnostics.apiOk', { ms: result.latencyMs })} · ${t('diagnostics.apiMaintenance')}`
          : t('diagnostics.apiOk', { ms: result.latencyMs });
      case 'degraded':
        return t('diagnostics.apiDegraded', { ms: result.latencyMs });
      case 'http':
        return t('diagnostics.apiHttp', { status: result.status, code: result.code, ms: result.latencyMs });
      case 'unreachable':
        return t('diagnostics.unreachable');
    }
  };
  const health = probe.data && 'health' in probe.data ? probe.data.health : null;

  return (
    <div className="page diag-page">
      <PageHeader title={t('diagnostics.title')} fallback="/setup" />
      <Section
        title={t('diagnostics.sections.app')}
        rows={[
          ['diag-app-version', t('diagnostics.appVersion'), snap.appVersion],
          ['diag-native-version', t('diagnostics.nativeVersion'), orNone(snap.nativeVersion)],
          [
            'diag-build-time',
            t('diagnostics.buildTime'),
            snap.buildTime ? `${snap.buildTime.replace('T', ' ').slice(0, 16)} UTC` : t('diagnostics.none'),
          ],
          ['diag-language', t('diagnostics.language'), snap.language],
          ['diag-layout', t('diagnostics.layout'), t(`diagnostics.layoutMode.${snap.layout}`)],
        ]}
      />
      <Section
        title={t('diagnostics.sections.device')}
        rows={[
          ['diag-bridge', t('diagnostics.nativeBridge'), t(`diagnostics.bridge.${snap.bridge}`)],
          ['diag-in-app', t('diagnostics.inApp'), yesNo(snap.inApp)],
          [
            'diag-device-type',
            t('diagnostics.deviceType'),
            `${snap.deviceType} · ${t(`diagnostics.deviceKind.${snap.deviceType}`)}`,
          ],
          ['diag-browser-mode', t('diagnostics.browserMode'), yesNo(snap.browserMode)],
          ['diag-deskrop', t('diagnostics.deskrop'), orNone(snap.deskrop)],
          ['diag-promotion-channel', t('diagnostics.promotionChannel'), orNone(snap.promotionChannel)],
          ['diag-pro-source', t('diagnostics.proSource'), orNone(snap.proSource)],
        ]}
      />
      <List className="card card--list diag-list">
        {/* Long values read best under their label than squeezed beside it. */}
        <List.Item description={<span className="diag-long">{snap.userAgent}</span>}>
          {t('diagnostics.userAgent')}
        </List.Item>
        <List.Item
          description={
            snap.handover ? (
              <pre className="diag-long diag-json" data-testid="diag-handover">
                {JSON.stringify(snap.handover, null, 2)}
              </pre>
            ) : (
              <span data-testid="diag-handover">{t('diagnostics.handoverNone')}</span>
            )
          }
        >
          {t('diagnostics.handover')}
        </List.Item>
      </List>
      <Section
        title={t('diagnostics.sections.session')}
        rows={[
          ['diag-logged-in', t('diagnostics.loggedIn'), yesNo(snap.loggedIn)],
          ['diag-customer', t('diagnostics.customerId'), orNone(snap.customerId)],
          ['diag-token', t('diagnostics.token'), orNone(snap.token)],
          ['diag-phone', t('diagnostics.phone'), orNone(snap.phone)],
        ]}
      />
      <Section
        title={t('diagnostics.sections.api')}
        rows={[
          ['diag-api-base', t('diagnostics.apiBase'), snap.apiBase || t('diagnostics.sameOrigin')],
          ['diag-api-health', t('diagnostics.apiHealth'), apiText(probe.data)],
          ['diag-server-version', t('diagnostics.serverVersion'), health?.version ?? t('diagnostics.none')],
          [
            'diag-database',
            t('diagnostics.database'),
            health
              ? `${health.database.driver} · ${t(health.database.ok ? 'diagnostics.dbUp' : 'diagnostics.dbDown')} · ${health.database.latencyMs} ms`
              : t('diagnostics.none'),
          ],
        ]}
      />
      <Button block onClick={() => void copy()} loading={copying} data-testid="diag-copy">
        {t('diagnostics.copy')}
      </Button>
      <Button
        block
        variant="outline"
        onClick={() => void probe.refetch()}
        loading={probe.isFetching}
        data-testid="diag-recheck"
      >
        {t('diagnostics.recheck')}
      </Button>
    </div>
  );
}
