import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailRequestForm } from '../components/email-request-form';

export function RequestNewPasswordPage() {
  return (
    <Page title={m.common_title_request_new_password()} size="xs">
      <EmailRequestForm
        intro={m.auth_request_password_intro()}
        submitLabel={m.auth_request_password_submit()}
        send={requestPasswordReset}
      />
    </Page>
  );
}
