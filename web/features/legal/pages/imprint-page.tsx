import { LegalDocument } from '../components/legal-document';

export function ImprintPage() {
  return <LegalDocument textKey="imprint" />;
}
