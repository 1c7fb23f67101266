import { Page } from '../../../components/ui/page';
import { resendVerification } from '../api/resend-verification';
import { EmailRequestForm } from '../components/email-request-form';

export function ResendVerificationPage() {
  return (
    <Page title="Resend Verification" size="xs">
      <EmailRequestForm
        intro="Enter the e-mail address you signed up with to receive a new confirmation mail."
        submitLabel="Resend verification mail"
        send={resendVerification}
      />
    </Page>
  );
}
