import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { ConsentLine } from '../components/consent-line';
import { PasswordLoginForm } from '../components/password-login-form';
import '../auth.css';

/** Phone and password login (spec §2 /method). */
export default function MethodPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('login.passwordTitle')} fallback="/start" />
      <section className="card login-card">
        <PasswordLoginForm />
        <Link className="login-card__alt" to="/start" replace>
          {t('login.withOtp')}
        </Link>
        <p className="login-card__hint">{t('login.forgotPassword')}</p>
        <ConsentLine />
      </section>
    </div>
  );
}
