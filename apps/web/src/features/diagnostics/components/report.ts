import type { ApiProbe } from '../api/get-health';
import type { Snapshot } from './snapshot';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const orDash = (value: string) => value || '-';

/** The API line of the report: state, latency and what the server said. */
export function apiLine(probe: ApiProbe | undefined): string {
  if (!probe) return 'checking';
  switch (probe.state) {
    case 'ok':
    case 'degraded':
      return `${probe.state}${probe.health.maintenance ? ' (maintenance)' : ''}, ${probe.latencyMs} ms`;
    case 'http':
      return `HTTP ${probe.status} ${probe.code}, ${probe.latencyMs} ms`;
    case 'unreachable':
      return `unreachable after ${probe.latencyMs} ms`;
  }
}

/**
 * The report "Copy report" puts on the clipboard for an integrator or
 * support ticket: one `key: value` a line, keys in English and stable
 * whatever the UI language, so tickets read alike. Secrets come masked.
 */
export function reportText(snapshot: Snapshot, probe: ApiProbe | undefined, at: Date): string {
  const health = probe && (probe.state === 'ok' || probe.state === 'degraded') ? probe.health : null;
  const lines: [string, string][] = [
    ['time', at.toISOString()],
    ['app_version', snapshot.appVersion],
    ['native_app_version', orDash(snapshot.nativeVersion)],
    ['build_time', orDash(snapshot.buildTime)],
    ['language', snapshot.language],
    ['layout', snapshot.layout],
    ['bridge', snapshot.bridge],
    ['in_app', yesNo(snapshot.inApp)],
    ['device_type', String(snapshot.deviceType)],
    ['browser_mode', yesNo(snapshot.browserMode)],
    ['deskrop', orDash(snapshot.deskrop)],
    ['promotion_channel', orDash(snapshot.promotionChannel)],
    ['pro_source', orDash(snapshot.proSource)],
    ['user_agent', snapshot.userAgent],
    ['handover', snapshot.handover ? JSON.stringify(snapshot.handover) : 'none'],
    ['logged_in', yesNo(snapshot.loggedIn)],
    ['customer_id', orDash(snapshot.customerId)],
    ['token', orDash(snapshot.token)],
    ['phone', orDash(snapshot.phone)],
    ['api_base', snapshot.apiBase || 'same origin'],
    ['api', apiLine(probe)],
    ['server_version', health?.version ?? '-'],
    [
      'database',
      health
        ? `${health.database.driver} ${health.database.ok ? 'ok' : 'down'} ${health.database.latencyMs} ms`
        : '-',
    ],
  ];
  return lines.map(([key, value]) => `${key}: ${value}`).join('\n');
}
