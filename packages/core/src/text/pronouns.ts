/**
 * Pronouns for the write-ups (colour, not a rule): a sheet's optional `pronouns` names how a
 * game's prose refers to the wrestler. Without it the prose stays neutral (they/them/their). One
 * module for every game whose sheets carry pronouns (FastMatch!, BlitzMatch).
 *
 * @module
 */

/**
 * What a sheet's `pronouns` may say: "he/him", "she/her", "they/them", or any set of three words
 * as subject/object/possessive ("xe/xem/xyr", "he/him/his").
 */
export const PRONOUNS_PATTERN =
  /^(?:he\/him|she\/her|they\/them|[A-Za-z]{1,16}\/[A-Za-z]{1,16}\/[A-Za-z]{1,16})$/;

/** The message of a `pronouns` value that does not match {@link PRONOUNS_PATTERN}. */
export const PRONOUNS_MESSAGE =
  'pronouns are "he/him", "she/her", "they/them" or three words as subject/object/possessive, like "xe/xem/xyr"';

/** How the prose refers to a wrestler: "she", "her", "her"; "they", "them", "their". */
export interface PronounSet {
  readonly subject: string;
  readonly object: string;
  readonly possessive: string;
}

/** The default: neutral. */
export const NEUTRAL_PRONOUNS: PronounSet = Object.freeze({
  subject: "they",
  object: "them",
  possessive: "their",
});

const SHORT: Readonly<Record<string, PronounSet>> = Object.freeze({
  "he/him": Object.freeze({ subject: "he", object: "him", possessive: "his" }),
  "she/her": Object.freeze({ subject: "she", object: "her", possessive: "her" }),
  "they/them": NEUTRAL_PRONOUNS,
});

/**
 * The pronoun set a sheet's `pronouns` names; neutral when it names none (or cannot be read).
 *
 * @example
 * ```ts
 * pronounSet("she/her").possessive; // "her"
 * pronounSet("xe/xem/xyr").object; // "xem"
 * pronounSet(undefined).subject; // "they"
 * ```
 */
export function pronounSet(text: string | null | undefined): PronounSet {
  if (text === null || text === undefined || !PRONOUNS_PATTERN.test(text)) return NEUTRAL_PRONOUNS;
  const short = Object.hasOwn(SHORT, text) ? SHORT[text] : undefined;
  if (short !== undefined) return short;
  const [subject = "they", object = "them", possessive = "their"] = text.toLowerCase().split("/");
  return { subject, object, possessive };
}
