import { Page } from '../../../components/ui/page';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailRequestForm } from '../components/email-request-form';

export function RequestNewPasswordPage() {
  return (
    <Page title="Request New Password" size="xs">
      <EmailRequestForm
        intro="Enter the e-mail address of your account to receive a link for setting a new password."
        submitLabel="Send reset link"
        send={requestPasswordReset}
      />
    </Page>
  );
}
