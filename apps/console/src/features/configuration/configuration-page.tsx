import { ReloadOutlined } from '@ant-design/icons';
import { productConfigDiff } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Skeleton, Space, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { useStaffActions } from '@/lib/use-staff-mutation';
import { type ConfigForm, describeChange, fromForm, refusalInWords } from './config-units';
import { configurationApi } from './configuration-api';
import { ConfigurationForm } from './configuration-form';
import { VersionHistory } from './version-history';

const CONFIGURATION = ['configuration'] as const;

/**
 * Configuration (admin): the pricing and products new orders are priced
 * with. Every save is a new version; orders already made keep the terms they
 * were priced and signed with.
 */
export default function ConfigurationPage() {
  const { message, modal } = App.useApp();
  const now = useQuery({ queryKey: [...CONFIGURATION, 'current'], queryFn: configurationApi.current });
  const history = useQuery({ queryKey: [...CONFIGURATION, 'versions'], queryFn: configurationApi.history });
  const current = now.data ?? null;
  const loading = now.isFetching || history.isFetching;
  const error = now.error ?? history.error;
  const { act: run, pending: saving } = useStaffActions(CONFIGURATION);
  const load = () => {
    void now.refetch();
    void history.refetch();
  };

  const save = (values: ConfigForm) => {
    if (!current) return;
    const next = fromForm(values, current);
    const changes = productConfigDiff(current, next);
    if (changes.length === 0) {
      message.info('No figure changed: nothing to save.');
      return;
    }
    modal.confirm({
      title: `Save as version ${current.version + 1}?`,
      width: 520,
      content: (
        <>
          <ul style={{ paddingLeft: 18 }} data-testid="config-confirm-changes">
            {changes.map((change) => {
              const line = describeChange(change.field, change.before, change.after);
              return (
                <li key={change.field}>
                  {line.label}: {line.before} → <strong>{line.after}</strong>
                </li>
              );
            })}
          </ul>
          <Typography.Text type="secondary">
            New withdrawals are priced with it at once. Existing orders keep the terms they were signed with.
          </Typography.Text>
        </>
      ),
      okText: 'Save version',
      onOk: () =>
        run(`Version ${current.version + 1} saved`, () =>
          configurationApi
            .save({ ...next, note: values.note, baseVersion: current.version })
            .catch((error: unknown) => {
              throw refusalInWords(error, next.products);
            }),
        ),
    });
  };

  const restore = (version: number) => {
    if (!current) return;
    void run(`Version ${version} restored as version ${current.version + 1}`, () =>
      configurationApi
        .rollback(version, { note: `Restored version ${version}`, baseVersion: current.version })
        .catch((error: unknown) => {
          throw refusalInWords(error, current.products);
        }),
    );
  };

  return (
    <>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <Space align="baseline">
          <Typography.Title level={1} style={{ margin: 0 }}>
            Configuration
          </Typography.Title>
          {current && (
            <Typography.Text type="secondary" data-testid="config-version">
              Version {current.version} in force
            </Typography.Text>
          )}
        </Space>
        <Button icon={<ReloadOutlined />} onClick={load}>
          Refresh
        </Button>
      </div>
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorText(error)} /> : null}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Changes apply to new withdrawals only. Every order keeps the fees, extension and penalty terms it was priced and signed with."
      />
      {current ? (
        <ConfigurationForm key={current.version} current={current} saving={saving} onSave={save} />
      ) : (
        <Skeleton active />
      )}
      <Card title="Versions" size="small" style={{ marginTop: 24 }}>
        <VersionHistory versions={history.data} loading={loading} onRestore={restore} />
      </Card>
    </>
  );
}
