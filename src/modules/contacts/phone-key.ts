import {
  type CountryCode,
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
