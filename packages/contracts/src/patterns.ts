/** A 10-digit Indian mobile number starting 6-9 (docs/product.md, Validation). */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The simple e-mail pattern the product fixed: something@something.something, no spaces.
 * Written so that only one way can match a text (the first character after the @, then up to the
 * first dot after it): the usual form of it, `[^\s@]+\.[^\s@]+` after the @, tries every dot
 * against every split, and took 19 s on a 100 kB address. It accepts the same addresses
 * (patterns.test.ts).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** A 24-hex-digit id, the shape both stores use for every document. */
export const ID_PATTERN = /^[a-f0-9]{24}$/;

/** Slot date key: D_M_YYYY with no padding (docs/decisions.md, Calendar). */
export const DATE_KEY_PATTERN = /^([1-9]|[12]\d|3[01])_([1-9]|1[0-2])_(\d{4})$/;

/** A date as a date input writes it, YYYY-MM-DD (not checked to be a real date). */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Slot time, canonical: 24-hour HH:MM (`15:30`). */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const OTP_PATTERN = /^\d{6}$/;
