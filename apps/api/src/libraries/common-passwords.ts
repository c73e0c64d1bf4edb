/**
 * Common passwords, refused at sign-up (docs/decisions.md, Security): the 49,233 of zxcvbn-ts's
 * common list (@zxcvbn-ts/language-common, ranked by how often they appear in breaches), and
 * the favourites of Indian users and a few repeats and sequences that list leaves out. Compared in
 * lower case.
 */
import { createRequire } from 'node:module';
import type { dictionary as packaged } from '@zxcvbn-ts/language-common';

/** Passwords of 8 or more characters seen in breach lists that zxcvbn-ts's list does not hold. */
const ALSO_COMMON = [
  '00000000',
  '111111111',
  '123123123',
  '12341234',
  '87654321',
  '88888888',
  '987654321',
  'abcdefgh',
  'p@ssword',
  'pa$$word',
  'password@123',
  'welcome@123',
  'admin@123',
  'pass@123',
  'abc@1234',
  'doctor123',
  'india@123',
  'india@1234',
  'bharat123',
  'krishna123',
  'sairam123',
  'ganesh123',
  'hanuman123',
  'jaishreeram',
  'mumbai123',
  'delhi123',
  'cricket123',
  'sachin123',
];

let common: ReadonlySet<string> | undefined;

/**
 * The set, built on first use: the package ships its list compressed, and unpacking it takes
 * some 60 ms, which start.ts spends before listening so that no request waits for it. Loaded
 * with require (the package's CommonJS build) so that the policy check stays synchronous.
 */
export function loadCommonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: typeof packaged;
    };
    common = new Set([...dictionary['passwords-common'], ...ALSO_COMMON]);
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
