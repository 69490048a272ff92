import { LegalDocument } from '../components/legal-document';

export default function LoginPrivacyPage() {
  return <LegalDocument docKey="loginPrivacy" />;
}
