import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Whether `text` is an e-mail address: `isEmail` by default, less the local parts it reads as an
 * empty quoted string, a lone `"` and `""`, which name no mailbox. The one rule of every address
 * a body gives: a contact's, a custom e-mail value, an invite's.
 */
export function isEmailAddress(text: string): boolean {
  if (!isEmail(text)) return false;
  // Its domain holds no `@`: the local part is everything before the last.
  const local = text.slice(0, text.lastIndexOf('@'));
  return local !== '"' && local !== '""';
}

/** A DTO field holding an e-mail address by `isEmailAddress`, refused as `@IsEmail()` words it. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be an email`,
      },
    },
    options,
  );
}
