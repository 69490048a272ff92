import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { currentLang } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useBrand, usePublicConfig } from '@/lib/public-config';
import { getLegalDoc, type LegalDocKey } from '../content';
import '../legal.css';

/** A legal text from features/legal/content, filled with the public config's names and contacts. */
export function LegalDocument({ docKey }: { docKey: LegalDocKey }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const config = usePublicConfig();
  // The texts name the lender and the grievance officer: wait for them rather than print blanks.
  if (!config) return <PageLoading />;
  const { lender, lsp } = config.operator;
  const officer = lender.grievanceOfficer;
  const doc = getLegalDoc(docKey, currentLang(), {
    proName: brand.proName,
    lenderName: lender.name,
    lenderRegistration: lender.rbiRegistration,
    lspName: lsp?.name ?? '',
    lspGrievanceName: lsp?.grievanceOfficer.name ?? '',
    lspGrievanceEmail: lsp?.grievanceOfficer.email ?? '',
    lspGrievancePhone: lsp?.grievanceOfficer.phone ?? '',
    lspGrievanceAddress: lsp?.grievanceOfficer.address ?? '',
    serviceEmail: brand.serviceEmail,
    proWebsite: brand.proWebsite,
    grievanceName: officer.name,
    grievanceEmail: officer.email,
    grievancePhone: officer.phone,
    grievanceAddress: officer.address,
    coolingOffHours: String(config.coolingOffHours),
  });
  return (
    <div className="page">
      <PageHeader title={doc.title} fallback="/start" />
      <article className="card legal" data-testid="legal-document" data-doc={docKey}>
        <p className="legal__updated">{t('legal.updated', { date: doc.updated })}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="legal__section">
            <h2 className="legal__heading">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
