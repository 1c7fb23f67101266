import source from '../../../content/legal/datenschutz.md?raw';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  return <LegalDocument source={source} />;
}
