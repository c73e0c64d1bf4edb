/**
 * Words that tell a reader what kind of care a patient gets: the specialities, the conditions the
 * site describes (apps/web/src/features/services/content/catalogue.ts) and the words around them.
 * Mail may be read by others, so no subject or sender name carries one (docs/decisions.md, Mail):
 * env.ts refuses a clinic name or sender that does, and apps/api/test/discreet-mail.test.ts checks
 * every mail against them. Matched without case; short names as whole words only.
 */
const INDISCREET_WORDS: readonly RegExp[] = [
  /psychiatr/i,
  /psycholog/i,
  /p(a)?ediatric/i,
  /mental/i,
  /therap/i,
  /bipolar/i,
  /obsessive/i,
  /compulsive/i,
  /\bOCD\b/i,
  /schizophren/i,
  /\bADHD\b/i,
  /anxiety/i,
  /autis/i,
  /\bASD\b/i,
  /dementia/i,
  /depressi/i,
  /personality/i,
  /disorder/i,
  /post-traumatic/i,
  /\bPTSD\b/i,
];

/** The words of INDISCREET_WORDS that `text` names, as their patterns; empty when none. */
export function indiscreetWords(text: string): string[] {
  return INDISCREET_WORDS.filter((word) => word.test(text)).map((word) => word.source);
}
