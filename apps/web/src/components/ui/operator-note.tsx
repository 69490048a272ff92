import { RBI_CMS_URL, RBI_SACHET_URL } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { useBrand, usePublicConfig } from '@/lib/public-config';
import { ExternalLink } from './external-link';

/**
 * Who is who (decision 071), in the same words wherever it is shown: the
 * lender that gives the loans and, when the app is a lending service
 * provider's, the LSP that runs it; with RBI's complaint portal and Sachet.
 */
export function OperatorNote() {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const operator = usePublicConfig()?.operator;
  if (!operator) return null;
  const { lender, lsp } = operator;
  const values = { proName, lender: lender.name, registration: lender.rbiRegistration, lsp: lsp?.name ?? '' };
  return (
    <div className="operator-note" data-testid="operator-note" data-model={lsp ? 'lsp' : 'lender'}>
      <p>{t(lsp ? 'brand.operatorLsp' : 'brand.operatorOwn', values)}</p>
      <p className="operator-note__links">
        <ExternalLink href={RBI_CMS_URL} data-testid="rbi-cms-link">
          {t('brand.rbiCms')}
        </ExternalLink>
        <ExternalLink href={RBI_SACHET_URL} data-testid="rbi-sachet-link">
          {t('brand.sachet')}
        </ExternalLink>
      </p>
    </div>
  );
}
