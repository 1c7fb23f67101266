import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { Locale } from '../../common/i18n/locale';
import { getLocale } from '../../common/i18n/messages';
import { LIMITS } from '../../common/limits';

/** What the phone field holds: the picked country and the number as typed. */
export interface PhoneValue {
  country: CountryCode;
  national: string;
}

export const DEFAULT_COUNTRY: CountryCode = 'DE';

/** The E.164 form of a valid number, or null (docs/PRODUCT.md#validation). */
export function toE164({ country, national }: PhoneValue): string | null {
  if (national.length > LIMITS.phoneInputMax) return null;
  if ((national.match(/\d/g) ?? []).length < LIMITS.phoneDigitsMin) return null;
  const phone = parsePhoneNumberFromString(national, country);
  if (!phone || phone.nationalNumber.length > LIMITS.phoneNationalDigitsMax || !phone.isValid()) return null;
  return phone.number;
}

/** A stored E.164 number split back into country and national number, for editing. */
export function splitPhone(e164: string): PhoneValue {
  const phone = parsePhoneNumberFromString(e164);
  if (phone?.country) return { country: phone.country, national: phone.formatNational() };
  // Non-geographic numbers (+800 ...) have no country: keep the full number, it parses as is.
  return { country: DEFAULT_COUNTRY, national: e164 };
}

const countryOptions = new Map<Locale, { value: CountryCode; label: string }[]>();

/**
 * Every country libphonenumber-js knows, named in `locale` ('Deutschland' in German) and sorted
 * as that language sorts, labelled with its calling code.
 */
export function phoneCountryOptions(locale: Locale = getLocale()) {
  let options = countryOptions.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    // Calling code first, so it stays readable when a narrow field cuts the name off.
    options = getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ code, name }) => ({ value: code, label: `+${getCountryCallingCode(code)} ${name}` }));
    countryOptions.set(locale, options);
  }
  return options;
}
