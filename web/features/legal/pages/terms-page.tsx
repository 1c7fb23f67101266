import source from '../../../content/legal/nutzungsbedingungen.md?raw';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return <LegalDocument source={source} />;
}
