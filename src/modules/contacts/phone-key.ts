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

/** The international prefixes a number's forms are written after ("00 44 …", "011 44 …"). */
const INTERNATIONAL_PREFIX = /^[^\d+]*(?:00|011)/;

/**
 * The digits of every way people write the number `phone` names in `region` (the workspace's
 * `default_region`), as `phoneDigits` keeps them: with its country code ("+44 20 7946 0958",
 * also after the international prefixes "00" and "011"), and, for a number of the region, its
 * national forms ("020 7946 0958", "(415) 555-2671"); its own digits first, so a spelling
 * always finds itself ("+44 (0)20 7946 0958"). A phone written after one of those prefixes is
 * also read as "+" and the rest, whatever the region: the forms of the "+" spelling hold it, so
 * it must find them back, and not every region dials abroad with both (the US reads
 * "001 415 555 0199" as no number). Its reading in the region is kept beside: a national number
 * may start so (Leeds, "0113 496 0000"). A phone that is no possible number either way is its
 * own digits alone. Empty when it has none.
 */
export function phoneDigitForms(phone: string, region: string): string[] {
  const digits = phoneDigits(phone);
  if (digits === '') return [];
  const forms = [digits, ...numberForms(phone, region)];
  const prefix = INTERNATIONAL_PREFIX.exec(phone);
  if (prefix) forms.push(...numberForms(`+${phone.slice(prefix[0].length)}`, region));
  return [...new Set(forms)];
}

/** The forms of the number `phone` names in `region` (`phoneDigitForms`); none if no number. */
function numberForms(phone: string, region: string): string[] {
  const key = phoneKey(phone, region);
  const number = key ? parsePhoneNumberFromString(key, metadata) : undefined;
  if (!number) return [];
  const international = number.countryCallingCode + number.nationalNumber;
  const forms = [international, `00${international}`, `011${international}`];
  const local =
    isPhoneRegion(region) &&
    getCountryCallingCode(region as CountryCode, metadata) === number.countryCallingCode;
  if (local) forms.push(number.nationalNumber, phoneDigits(number.formatNational()));
  return forms;
}
