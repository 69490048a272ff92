import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/copy-text';
import { showToast } from '@/lib/toast';

/** Copies a value and says so in a toast (spec §8: copy success, 2000 ms). */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const done = await copyText(value);
    showToast(done ? t('repayment.copied') : t('repayment.copyFailed'));
  };
  return (
    <button
      type="button"
      className="link-button repay-copy"
      data-testid={testId}
      aria-label={t('repayment.copyLabel', { what })}
      onClick={() => void copy()}
    >
      {t('repayment.copy')}
    </button>
  );
}
