/**
 * The address of a sign-up, kept on this device until the first login, so the login form the
 * confirmation link opens already has it. Kept here, not in the link: an address in a URL would
 * land in server and proxy logs.
 */
const KEY = 'signup-email';

export function rememberSignupAddress(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode, full): the form is merely empty.
  }
}

export function rememberedSignupAddress(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetSignupAddress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
