import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { LIMITS } from '../limits';

/**
 * E.164, checked against the numbering plans. Apart from the other fields (fields.ts): its plan
 * data would weigh on every form page that imports them.
 */
export const phoneField = z
  .string({ error: 'Please insert a valid phone number.' })
  .trim()
  .max(LIMITS.phoneInputMax, 'Please insert a valid phone number.')
  .refine((phone) => /^\+[1-9]\d{1,14}$/.test(phone) && isValidPhoneNumber(phone), {
    error: 'Please insert a valid phone number.',
  });
