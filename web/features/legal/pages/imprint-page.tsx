import source from '../../../content/legal/impressum.md?raw';
import { LegalDocument } from '../components/legal-document';

export function ImprintPage() {
  return <LegalDocument source={source} />;
}
