import type { ReactNode } from 'react';
import errorImage from '@/assets/unavailable.svg';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';

/** A page that cannot show its content: why, and one way on (retry, or elsewhere). */
export function PageProblem({
  title,
  body,
  action,
  onAction,
  testId,
}: {
  title: ReactNode;
  body?: ReactNode;
  action?: string;
  onAction: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card full-state" data-testid={testId} role="alert">
      <img src={errorImage} alt="" width={160} height={120} />
      <h2 className="full-state__title">{title}</h2>
      {body ? <p className="full-state__body">{body}</p> : null}
      <Button className="full-state__action" onClick={onAction}>
        {action ?? t('common.retry')}
      </Button>
    </section>
  );
}
