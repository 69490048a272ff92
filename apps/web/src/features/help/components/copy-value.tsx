import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/copy-text';
import { showToast } from '@/lib/toast';

/** Copies a contact and says so in the copy-success toast (spec §8, 2000 ms). */
export function CopyValue({ value, what, testId }: { value: string; what: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const done = await copyText(value);
    showToast(done ? t('help.service.copied') : t('help.service.copyFailed'));
  };
  return (
    <button
      type="button"
      className="link-button support-action"
      data-testid={testId}
      aria-label={t('help.service.copyLabel', { what })}
      onClick={() => void copy()}
    >
      {t('help.service.copy')}
    </button>
  );
}
