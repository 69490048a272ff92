import { LANGS, type Lang } from '@app/domain';
import { CheckOutline } from 'antd-mobile-icons';
import { PageHeader } from '@/components/ui/page-header';
import { currentLang, setLanguage } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/toast';
import { isLoggedIn, useCoreStore } from '@/stores/core-store';
import { useSetServerLanguage } from '../api/set-language';
import '../customer.css';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी', zh: '中文' };

export default function ChangeLangPage() {
  const { t } = useTranslation();
  const publicData = useCoreStore((state) => state.publicData);
  const saveOnServer = useSetServerLanguage();
  const active = currentLang();

  const choose = async (lang: Lang) => {
    if (lang === active) return;
    await setLanguage(lang);
    showToast(t('lang.changed', { lng: lang }));
    // The server keeps the language for SMS and documents; a failure there does not undo the choice.
    if (isLoggedIn(publicData)) saveOnServer.mutate({ language: lang });
  };

  return (
    <div className="page">
      <PageHeader title={t('lang.title')} fallback="/my" />
      <ul className="card card--list choice-list" aria-label={t('lang.title')}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              className="choice-list__item"
              data-testid={`lang-${lang}`}
              aria-pressed={lang === active}
              lang={lang}
              onClick={() => void choose(lang)}
            >
              <span>{NAMES[lang]}</span>
              {lang === active ? <CheckOutline className="choice-list__check" aria-hidden /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
