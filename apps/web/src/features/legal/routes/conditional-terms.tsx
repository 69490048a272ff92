import { LegalDocument } from '../components/legal-document';

export default function ConditionalTermsPage() {
  return <LegalDocument docKey="terms" />;
}
