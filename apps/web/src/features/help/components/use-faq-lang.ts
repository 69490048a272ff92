import { isLang, type Lang } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';

/** The language on screen: switching it refetches the FAQ in the new one. */
export function useFaqLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'en';
}
