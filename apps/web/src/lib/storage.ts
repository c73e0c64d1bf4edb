import { DATE_KEY_PATTERN, ID_PATTERN, SLOT_TIME_PATTERN } from '@clinic/contracts';

/**
 * The only module that touches localStorage and sessionStorage. Every value is checked when read,
 * so a value written by an older build or edited by hand reads as "nothing stored" instead of
 * crashing a page.
 */
const KEYS = {
  token: 'token',
  openedPayments: 'openedPayments',
  paymentSubmittedAppointments: 'paymentSubmittedAppointments',
  selectedAppointmentId: 'selectedAppointmentId',
} as const;

/** Kept in sessionStorage: this tab only, gone when it closes. */
const SESSION_KEYS = {
  bookingChoice: 'bookingChoice',
} as const;

type Area = 'localStorage' | 'sessionStorage';

/** A payment panel the patient opened, kept to remind them when proof was never sent. */
export interface OpenedPayment {
  appointmentId: string;
  doctorName: string;
}

type Guard<T> = (value: unknown) => value is T;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null =>
  value === null || isString(value);
const isIdList: Guard<string[]> = (value): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isOpenedPayments: Guard<OpenedPayment[]> = (value): value is OpenedPayment[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      isString((item as Record<string, unknown>).appointmentId) &&
      isString((item as Record<string, unknown>).doctorName),
  );

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    // Storage can be disabled (private modes, strict cookie settings): behave as if empty.
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Quota or disabled storage: the value lives only as long as the page.
  }
}

function readJson<T>(key: string, guard: Guard<T>, fallback: T, area?: Area): T {
  const text = read(key, area);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const writeJson = (key: string, value: unknown, area?: Area) =>
  write(key, JSON.stringify(value), area);

type Listener = () => void;
const tokenListeners = new Set<Listener>();
const notifyToken = () => tokenListeners.forEach((listener) => listener());

/** The session token, observable so React re-renders when it changes (here or in another tab). */
export const tokenStore = {
  get: (): string | null => read(KEYS.token) || null,
  set(token: string): void {
    write(KEYS.token, token);
    notifyToken();
  },
  /** The session ends (logout, log out everywhere, a 401): everything goes with the token. */
  clear(): void {
    forgetEverything();
  },
  subscribe(listener: Listener): () => void {
    tokenListeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEYS.token || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      tokenListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/**
 * Forgets everything the site keeps in this browser (the token and every marker above), when the
 * session ends (tokenStore.clear) or the account is erased (docs/product.md, The profile): nothing
 * of it may stay behind on a shared device.
 */
export function forgetEverything(): void {
  for (const key of Object.values(KEYS)) write(key, null);
  for (const key of Object.values(SESSION_KEYS)) write(key, null, 'sessionStorage');
  notifyToken();
}

/**
 * The doctor, day and time a visitor chose before Book asked them to log in: the login page goes
 * back to that doctor, whose page shows the same day and time chosen (docs/product.md, Booking).
 */
export interface BookingChoice {
  docId: string;
  /** D_M_YYYY */
  slotDate: string;
  /** HH:MM; null when Book was pressed before a time was chosen. */
  slotTime: string | null;
}

// The id becomes a path of this site (lib/login-return.ts): only the id's own shape is accepted.
const isBookingChoice: Guard<BookingChoice | null> = (value): value is BookingChoice | null => {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { docId, slotDate, slotTime } = value as Record<string, unknown>;
  return (
    isString(docId) &&
    ID_PATTERN.test(docId) &&
    isString(slotDate) &&
    DATE_KEY_PATTERN.test(slotDate) &&
    (slotTime === null || (isString(slotTime) && SLOT_TIME_PATTERN.test(slotTime)))
  );
};

export const bookingChoiceStorage = {
  get: (): BookingChoice | null =>
    readJson(SESSION_KEYS.bookingChoice, isBookingChoice, null, 'sessionStorage'),
  keep(choice: BookingChoice): void {
    writeJson(SESSION_KEYS.bookingChoice, choice, 'sessionStorage');
  },
  forget(): void {
    write(SESSION_KEYS.bookingChoice, null, 'sessionStorage');
  },
};

export const paymentStorage = {
  openedPayments: (): OpenedPayment[] => readJson(KEYS.openedPayments, isOpenedPayments, []),
  markOpened(entry: OpenedPayment): void {
    const others = paymentStorage
      .openedPayments()
      .filter((item) => item.appointmentId !== entry.appointmentId);
    writeJson(KEYS.openedPayments, [...others, entry]);
  },
  forgetOpened(appointmentId: string): void {
    const rest = paymentStorage
      .openedPayments()
      .filter((item) => item.appointmentId !== appointmentId);
    writeJson(KEYS.openedPayments, rest);
  },

  submittedAppointments: (): string[] => readJson(KEYS.paymentSubmittedAppointments, isIdList, []),
  markSubmitted(appointmentId: string): void {
    const ids = paymentStorage.submittedAppointments();
    if (!ids.includes(appointmentId))
      writeJson(KEYS.paymentSubmittedAppointments, [...ids, appointmentId]);
  },
  forgetSubmitted(appointmentId: string): void {
    const ids = paymentStorage.submittedAppointments().filter((id) => id !== appointmentId);
    writeJson(KEYS.paymentSubmittedAppointments, ids);
  },

  selectedAppointmentId: (): string | null =>
    readJson(KEYS.selectedAppointmentId, isNullableString, null),
  selectAppointment(appointmentId: string | null): void {
    if (appointmentId === null) write(KEYS.selectedAppointmentId, null);
    else writeJson(KEYS.selectedAppointmentId, appointmentId);
  },
};
