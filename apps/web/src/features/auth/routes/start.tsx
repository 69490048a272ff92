import { highestAmountPaise } from '@app/domain';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { OperatorNote } from '@/components/ui/operator-note';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { useBrand } from '@/lib/public-config';
import { useProducts } from '../api/get-products';
import { ConsentLine } from '../components/consent-line';
import { OfferSummary } from '../components/offer-summary';
import { OtpLoginForm } from '../components/otp-login-form';
import '../auth.css';

/** The login / sign-up landing (spec §2 /start). */
export default function StartPage() {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const products = useProducts();
  return (
    <div className="page page--landing">
      <header className="hero">
        <div className="hero__brand">
          <BrandLogo size={44} />
          <span className="hero__name">{proName}</span>
        </div>
        <p className="hero__eyebrow">{t('offer.upTo')}</p>
        <p className="hero__amount">{products ? formatPaise(highestAmountPaise(products)) : '\u00a0'}</p>
        <p className="hero__tagline">{t('brand.tagline')}</p>
      </header>
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="card__title">
          {t('login.title')}
        </h1>
        <p className="card__hint">{t('login.subtitle')}</p>
        <OtpLoginForm />
        <Link className="login-card__alt" to="/method">
          {t('login.withPassword')}
        </Link>
        <ConsentLine />
      </section>
      <OfferSummary products={products} />
      <footer className="landing-operator">
        <OperatorNote />
      </footer>
    </div>
  );
}
