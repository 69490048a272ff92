import type { ApplicationView } from '@app/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { useApplication } from '../../api/get-application';
import '../../application-forms.css';

/** Steps other than the face photo can change only before submission or after a failed identity check. */
export function isEditable(view: ApplicationView): boolean {
  return view.state === 'draft' || view.state === 'identity_failed';
}

/**
 * A page of one application step: header, then its content once the
 * application has loaded (forms start from the loaded values, so they mount after it).
 */
export function StepPage({
  title,
  children,
}: {
  title: string;
  children: (view: ApplicationView) => ReactNode;
}) {
  const { t } = useTranslation();
  const application = useApplication();
  let body: ReactNode;
  if (application.isPending) body = <PageLoading />;
  else if (application.isError) {
    body = (
      <section className="card full-state" role="alert" data-testid="application-error">
        <p className="full-state__body">{t('applicationForms.common.loadFailed')}</p>
        <Button
          className="full-state__action"
          loading={application.isFetching}
          onClick={() => void application.refetch()}
        >
          {t('common.retry')}
        </Button>
      </section>
    );
  } else body = children(application.data);
  return (
    <div className="page">
      <PageHeader title={title} fallback="/authIndex" />
      {body}
    </div>
  );
}
