import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { m } from '../i18n/messages';
import { LIMITS } from '../limits';

/**
 * E.164, checked against the numbering plans. Apart from the other fields (fields.ts): its plan
 * data would weigh on every form page that imports them.
 */
const invalid = () => m.auth_phone_invalid();

export const phoneField = z
  .string({ error: invalid })
  .trim()
  .max(LIMITS.phoneInputMax, { error: invalid })
  .refine((phone) => /^\+[1-9]\d{1,14}$/.test(phone) && isValidPhoneNumber(phone), { error: invalid });
