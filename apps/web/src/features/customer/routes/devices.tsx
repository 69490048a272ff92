import type { DeviceSession } from '@app/contract';
import { formatDate } from '@app/domain';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import '../customer.css';

const when = (iso: string) => formatDate(iso, 'DD-MM-YYYY hh:mm');

/** Where the account is signed in (decision 063): this device first, each other one can be signed out. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  const name = (session: DeviceSession) => {
    const { browser, system } = session;
    if (browser && system) return t('customer.deviceName', { browser, system });
    return browser ?? system ?? t('customer.unknownDevice');
  };

  const confirm = (content: string, onConfirm: () => Promise<unknown>) =>
    void import('@/lib/antd-imperative').then(({ Dialog }) =>
      Dialog.confirm({
        content,
        confirmText: t('customer.end'),
        cancelText: t('customer.cancel'),
        onConfirm: () => onConfirm().then(() => undefined, toastApiError),
      }),
    );

  const askEnd = (session: DeviceSession) =>
    confirm(t('customer.endConfirm'), () =>
      endOne.mutateAsync(session.id).then(() => showToast(t('customer.ended'))),
    );

  const askEndOthers = () =>
    confirm(t('customer.endOthersConfirm'), () =>
      endOthers.mutateAsync().then(({ ended }) => showToast(t('customer.endedOthers', { count: ended }))),
    );

  return (
    <div className="page">
      <PageHeader title={t('customer.devices')} fallback="/setup" />
      <p className="form__note">{t('customer.devicesIntro')}</p>
      {sessions.isPending ? <PageLoading /> : null}
      <ul className="card card--list device-list" data-testid="device-list">
        {list.map((session) => (
          <li
            key={session.id}
            className="device"
            data-testid={session.current ? 'device-current' : 'device-other'}
          >
            <div className="device__text">
              <div className="device__name">
                {name(session)}
                {session.current ? <span className="device__tag">{t('customer.thisDevice')}</span> : null}
              </div>
              <div className="device__meta">
                {t('customer.lastActive', { date: when(session.lastSeenAt) })}
              </div>
              <div className="device__meta">{t('customer.signedIn', { date: when(session.createdAt) })}</div>
              {session.network ? (
                <div className="device__meta">{t('customer.network', { network: session.network })}</div>
              ) : null}
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                className="device__end"
                onClick={() => askEnd(session)}
                data-testid="device-end"
              >
                {t('customer.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sessions.data && others === 0 ? <p className="form__note">{t('customer.noOthers')}</p> : null}
      {others > 0 ? (
        <Button
          block
          variant="danger"
          className="sign-out"
          onClick={askEndOthers}
          data-testid="device-end-others"
        >
          {t('customer.endOthers')}
        </Button>
      ) : null}
    </div>
  );
}
