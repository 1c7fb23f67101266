import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { resendVerification } from '../api/resend-verification';
import { EmailRequestForm } from '../components/email-request-form';

export function ResendVerificationPage() {
  return (
    <Page title={m.common_title_resend_verification()} size="xs">
      <EmailRequestForm
        intro={m.auth_resend_intro()}
        submitLabel={m.auth_resend_verification()}
        send={resendVerification}
      />
    </Page>
  );
}
