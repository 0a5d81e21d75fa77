import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
// The numbering metadata as a module: the package's JSON import lacks the attribute Node wants.
import metadata from 'libphonenumber-js/min/metadata';

/**
 * The one normalisation of a contact's phone for matching (`contacts.phone_key`): the number in
 * E.164 (`+442079460958`), a number written without its country code read as one of `region`
 * (the workspace's `default_region`). Null without a phone, or when it is not a possible number
 * (too short, too long, letters): such phones are never grouped as duplicates. Every write of
 * `contacts.phone` writes this with it.
 */
export function phoneKey(phone: string | null | undefined, region: string): string | null {
  if (phone === null || phone === undefined || phone.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(phone, region as CountryCode, metadata);
  return parsed?.isPossible() ? parsed.number : null;
}

/** Whether `code` is an ISO 3166-1 alpha-2 country whose phone numbering is known. */
export function isPhoneRegion(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code as CountryCode, metadata);
}

/** A phone's digits, all else dropped: what a custom phone's filter entry keeps. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The digits of every way people write the number `phone` names in `region` (the workspace's
 * `default_region`), as `phoneDigits` keeps them: with its country code ("+44 20 7946 0958",
 * also after the international prefixes "00" and "011"), and, for a number of the region, its
 * national forms ("020 7946 0958", "(415) 555-2671"); its own digits first, so a spelling
 * always finds itself ("+44 (0)20 7946 0958"). A phone that is no possible number is its own
 * digits alone. Empty when it has none.
 */
export function phoneDigitForms(phone: string, region: string): string[] {
  const digits = phoneDigits(phone);
  if (digits === '') return [];
  const key = phoneKey(phone, region);
  const number = key ? parsePhoneNumberFromString(key, metadata) : undefined;
  if (!number) return [digits];
  const international = number.countryCallingCode + number.nationalNumber;
  const forms = [digits, international, `00${international}`, `011${international}`];
  const local =
    isPhoneRegion(region) &&
    getCountryCallingCode(region as CountryCode, metadata) === number.countryCallingCode;
  if (local) forms.push(number.nationalNumber, phoneDigits(number.formatNational()));
  return [...new Set(forms)];
}
