import { domainToASCII } from 'node:url';
import { inputError } from '../errors';

/** RFC 5321 sizes: a local part of at most 64 octets, a whole address of at most 254 (a path's 256 less the brackets). */
const MAX_LOCAL_PART = 64;
const MAX_ADDRESS = 254;
/** RFC 5322 dot-atom: the characters an unquoted local part may hold, and no leading, trailing or doubled dot. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A DNS host name: labels of letters, digits and inner hyphens, at most 63 each, and a top-level label of letters. */
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/**
 * Whether an address passes the checks of Magento's e-mail validator (laminas EmailAddress, which it uses for
 * customer e-mails): a dot-atom local part, a host name of valid labels, and RFC 5321's lengths. Like laminas, a
 * local part with letters beyond ASCII is judged by its IDNA (punycode) form, so Magento's own valid examples
 * `jØrgenV2@somedomain.com` and `“emailV2”@example.com` pass; spaces, angle brackets and controls never do.
 * ASCII quoted local parts and IP-literal domains, which the validator also refuses by default, are refused.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_ADDRESS) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  // Invisible characters (zero-width, bidi controls) would make two addresses look alike: never taken.
  if (/[\p{Cc}\p{Cf}]/u.test(local)) return false;
  const ascii = /^[\x20-\x7e]*$/.test(local) ? local : domainToASCII(local);
  if (Buffer.byteLength(local) > MAX_LOCAL_PART || !LOCAL_PART.test(ascii)) return false;
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels[labels.length - 1]);
}

/**
 * Magento's Name validator (Customer\Model\Validator\Name): letters, marks, digits, spaces and , - _ . ' ’ ` only.
 * Magento's pattern takes any whitespace (`\s`), line breaks included; here a name is one line: spaces, never a tab
 * or a line break, so a name placed in the store's mail ("Hello <name>,") cannot start a line of its own.
 */
const NAME = /^[\p{L}\p{M}\d\p{Zs},\-_.'’`]+$/u;
/** The customer name attributes' max_text_length. */
const MAX_NAME = 255;

export type NameLabel = 'First Name' | 'Middle Name' | 'Last Name';

/** Magento's message for a name too long, else for one holding a character outside its pattern (markup: < > " / …). */
export function checkName(value: string, label: NameLabel): void {
  if ([...value].length > MAX_NAME) throw inputError(`"${label}" length must be equal or less than ${MAX_NAME} characters.`);
  if (!NAME.test(value)) throw inputError(`${label} is not valid!`);
}

/** The optional middle name Magento's inputs carry (accepted and not kept): held to the same rule when given. */
export function checkMiddleName(value: string | null | undefined): void {
  if (value != null && value.trim() !== '') checkName(value.trim(), 'Middle Name');
}
