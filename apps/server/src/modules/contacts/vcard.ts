/**
 * vCard 4.0 (RFC 6350) writing: CRLF line ends, TEXT values escaped, content lines folded at
 * 75 octets without splitting a UTF-8 character, UTF-8 throughout (the only charset 4.0 has).
 */

import { CRLF, escapeContentText as escapeText, foldContentLine as foldLine } from '@fairhub/shared/content-lines';

export interface VcardContact {
  uid: string;
  name: string;
  /** The linked person's own names (null or absent when the contact was typed by hand). */
  personFirstName?: string | null;
  personLastName?: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  jobTitle: string | null;
  tags: string[];
  note: string | null;
  updatedAt: Date;
}

/** `+48 601 234-567` → `tel:+48-601-234-567` (RFC 3966 visual separators as hyphens); undefined when nothing is left. */
function telUri(phone: string): string | undefined {
  const compact = phone
    .replace(/[().\s/]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return /^\+?[0-9][0-9-]*$/.test(compact) ? `tel:${compact}` : undefined;
}

/** REV as a UTC timestamp, basic format: 20261125T164500Z. */
const timestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * N's family and given names (RFC 6350 6.2.2: family;given;additional;prefixes;suffixes). A contact
 * saved from a person whose name it still is takes the person's last and first name; otherwise the
 * contact's one name field is split: written "Family, Given" at the comma, else the last word is
 * the family name and the words before it the given names ("Jan Maria Kowalski" → Kowalski; Jan
 * Maria), and a single word is the family name.
 */
export function nameParts(contact: Pick<VcardContact, 'name' | 'personFirstName' | 'personLastName'>): { family: string; given: string } {
  const name = words(contact.name);
  const first = words(contact.personFirstName ?? '');
  const last = words(contact.personLastName ?? '');
  if (last.length > 0 && [...first, ...last].join(' ') === name.join(' ')) return { family: last.join(' '), given: first.join(' ') };
  const comma = contact.name.indexOf(',');
  if (comma > 0) return { family: words(contact.name.slice(0, comma)).join(' '), given: words(contact.name.slice(comma + 1)).join(' ') };
  return { family: name.at(-1) ?? '', given: name.slice(0, -1).join(' ') };
}

/** One contact as a VCARD: FN (the whole name), N (see nameParts), and the fields it has. */
export function vcardOf(contact: VcardContact): string {
  const { family, given } = nameParts(contact);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `UID:urn:uuid:${uuidOf(contact.uid)}`,
    `FN:${escapeText(contact.name)}`,
    `N:${escapeText(family)};${escapeText(given)};;;`,
  ];
  if (contact.company) lines.push(`ORG:${escapeText(contact.company)}`);
  if (contact.jobTitle) lines.push(`TITLE:${escapeText(contact.jobTitle)}`);
  if (contact.email) lines.push(`EMAIL;TYPE=work:${escapeText(contact.email)}`);
  if (contact.phone) {
    const uri = contact.phone ? telUri(contact.phone) : undefined;
    lines.push(uri ? `TEL;VALUE=uri;TYPE=work:${uri}` : `TEL;VALUE=text:${escapeText(contact.phone)}`);
  }
  if (contact.tags.length > 0) lines.push(`CATEGORIES:${contact.tags.map(escapeText).join(',')}`);
  if (contact.note) lines.push(`NOTE:${escapeText(contact.note)}`);
  lines.push(`REV:${timestamp(contact.updatedAt)}`, 'END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A vCard file of several contacts, one VCARD after another. */
export function vcardFile(contacts: VcardContact[]): string {
  return contacts.map(vcardOf).join('');
}

/**
 * A stable UUID (the urn:uuid form RFC 6350 recommends) from a contact's uid: its 96 random bits as
 * hex, padded to a version-4-shaped UUID, so the same contact exported twice keeps its UID and a
 * phone's address book updates it instead of adding a copy.
 */
function uuidOf(uid: string): string {
  const hex = Buffer.from(uid, 'base64url').toString('hex').padEnd(30, '0').slice(0, 30);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(12, 15)}-8${hex.slice(15, 18)}-${hex.slice(18, 30)}`;
}
