import { CLIENT_FAILURE_TEXTS } from './client-texts.js';
import { PAGE_TEXTS } from './page-texts.js';

/**
 * Every fixed text a person sees (docs/product.md, Fixed texts). The product's own texts are shown
 * exactly as written; the server's messages are here too so the API, the web app and the tests
 * share one spelling.
 */
export const TEXTS = {
  // The product's validation and error texts, exactly as written.
  otpSent: 'OTP sent to your email',
  messageSent: 'Message sent successfully!',
  contactFallback: 'Something went wrong. Try again.',
  contactAllFieldsRequired: 'All fields are required!',
  contactInvalidEmail: 'Invalid email format.',
  contactInvalidPhone: 'Invalid phone number format. Must be a 10-digit number starting with 6-9.',
  paymentSubmitted: 'Payment details submitted. Awaiting verification.',
  paymentSubmitFailed: 'Failed to submit payment info.',
  paymentFieldsRequired: 'Please fill in all fields.',
  blogsLoadFailed: 'Failed to load blogs',
  blogLoadFailed: 'Failed to load blog',
  likeFailed: 'Login required or blog not found.',
  loginToBook: 'Login to book appointment',
  selectTimeSlot: 'Please select a time slot',

  ...PAGE_TEXTS,

  // Server messages.
  invalidInput: 'Invalid input',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  imageTooLarge: 'Image must be 2 MB or smaller',
  imageNotAllowed: 'Only JPEG, PNG or WebP images are allowed',
  imageTooManyPixels: 'Image must be 16 megapixels or smaller',
  notAuthorized: 'Not authorized. Please log in again.',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  ...CLIENT_FAILURE_TEXTS,
  tooManyRequests: 'Too many requests. Please wait and try again.',
  mailUnavailable: 'We could not send the e-mail just now. Please try again in a few minutes.',
  serverBusy: 'The server is busy just now. Please try again in a few seconds.',

  emailRegistered: 'An account with this e-mail already exists',
  otpInvalid: 'Invalid or expired code',
  otpTooManyTries: 'Too many wrong codes. Please request a new code.',
  otpWait: 'Please wait a minute before asking for a new code',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another.',
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many failed logins. Please try again in 15 minutes.',
  registered: 'Account created',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  profileUpdated: 'Profile updated',

  consentRequired: 'Please agree to the privacy notice to create an account',
  resetCodeSent: 'If an account exists for this e-mail, we have sent a code to reset the password',
  passwordReset: 'Password changed. Please log in with your new password.',
  passwordChanged: 'Password changed. You have been logged out of your other devices.',
  currentPasswordWrong: 'Your current password is not correct',
  loggedOutEverywhere: 'Logged out of all devices',
  accountDeleted: 'Your account and personal data have been deleted',
  newsletterOn: 'You will get occasional clinic news by e-mail',
  newsletterOff: 'You will no longer get clinic news by e-mail',
  passwordRequired: 'Please enter your password to confirm',

  doctorNotFound: 'Doctor not found',
  doctorNotAvailable: 'Doctor not available',
  slotPast: 'This time has already passed',
  slotSunday: 'The clinic is closed on Sundays',
  slotOffGrid: 'Please choose one of the listed appointment times',
  slotBeyondWindow: 'Appointments can be booked up to 14 days ahead',
  slotBlocked: 'This time is not available',
  slotTaken: 'Slot not available',
  appointmentBooked: 'Appointment booked',
  appointmentNotFound: 'Appointment not found',
  appointmentCancelledMessage: 'Appointment cancelled',
  alreadyCancelled: 'This appointment is already cancelled',
  appointmentStarted: 'This appointment has started or is over, so it can no longer be changed',
  appointmentCompleted: 'This appointment is paid and completed, so it can no longer be cancelled',
  appointmentRescheduled: 'Appointment moved',
  refundPending: 'Refund pending',
  refunded: 'Refunded',
  refundInvalidDate: 'The refund day must be a real date, not after today',
  seriesNotFound: 'Series not found',
  seriesRestCancelled: 'The rest of the series is cancelled',
  seriesNothingToCancel: 'No later session of this series can be cancelled now',
  rescheduleSameSlot: 'Please choose a different time from the one booked',
  cannotPay: 'Payment cannot be submitted for this appointment',
  proofAlreadySubmitted: 'Payment proof is already being verified',
  transactionIdUsed: 'This transaction ID has already been used',
  blogNotFound: 'Blog not found',

  intakeSaved: 'Your answers are saved. You can finish later.',
  intakeSubmitted: 'Thank you. Your doctor will read your answers before your visit.',
  intakeConsentRequired: 'Please agree to the intake before you answer',
  intakeNotOffered: 'There is no questionnaire to fill in for this appointment now',
  intakeFinished: 'This intake is finished and can no longer be changed',
  intakeConsentOn: 'Thank you. You can withdraw this consent at any time.',
  intakeConsentOff:
    'Consent withdrawn: no new questionnaires, and staff no longer see your answers',
  callBackRecorded: 'Call-back recorded',
  callBackAlreadyRecorded: 'The call-back for this alert is already recorded',

  familyMemberAdded: 'Family member added',
  familyMemberUpdated: 'Family member updated',
  familyMemberRemoved: 'Family member removed, with their personal data',
  familyMemberNotFound: 'Family member not found',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  guardianRequired:
    'Please confirm that you are the parent or lawful guardian of this child before booking',
  childRequired: 'A paediatrician sees children: please book for a family member under 18',
  waitlistJoined: "You are on the doctor's waiting list. We will e-mail you when a time frees.",
  waitlistLeft: 'You have left the waiting list',
  waitlistAlreadyOn: "You are already on this doctor's waiting list",
  waitlistLimit: 'You can be on at most 3 waiting lists at once. Please leave one first.',
  waitlistUntilOutside: 'The last day must be within the next 14 days',
  waitlistEntryNotFound: 'This waiting-list entry no longer exists',
  waitlistOfferGone: 'This time is no longer held for you',
  waitlistOfferClaimed: 'The time is yours: appointment booked',
  waitlistOfferDeclined: 'Thank you. The time will be offered to the next patient.',
} as const;

export type TextKey = keyof typeof TEXTS;

/**
 * The field messages of the schemas that patients' forms show. A schema's message is the key of its
 * text (here or in TEXTS, or the console's tables): `fieldText` (errors.ts) gives the English, the
 * web app the reader's language.
 */
export const FIELD_TEXTS = {
  required: 'Required',
  transactionIdCharacters: 'Transaction ID has letters and digits only',
  phone: 'Phone must be 10 digits starting 6-9',
  otp: 'The code has 6 digits',
  dateOfBirth: 'Date of birth must be YYYY-MM-DD',
  id: 'Invalid id',
  dateKey: 'Date must be D_M_YYYY',
  slotTime: 'Time must be HH:MM',
  address: 'Address must be JSON',
} as const;
export type FieldTextKey = keyof typeof FIELD_TEXTS;

/** The policy as the booking page states it before the patient books (cut-off above 0). */
export function cancelPolicyText(cutoffHours: number): string {
  const hours = cutoffHours === 1 ? '1 hour' : `${cutoffHours} hours`;
  return `You can cancel or move this appointment up to ${hours} before it starts. After that, please call the clinic.`;
}

/**
 * My Appointments: each appointment's state in words (`appointmentStatus`); `{amount}` is its fee,
 * `{phone}` the clinic's.
 * Apart from PAGE_TEXTS, which every page's first code loads: these are only the appointments pages'.
 */
export const APPOINTMENT_STATUS_TEXTS = {
  paymentDue:
    "Payment due: {amount}. To confirm this appointment, pay by UPI with 'Pay Online' and send us the transaction ID.",
  paymentRejected:
    "The clinic could not match your payment of {amount}. Check the transaction ID in your UPI app and send it again with 'Pay Online', or call the clinic.",
  proofSent:
    'Payment details sent: the clinic is checking your payment of {amount}. You need do nothing more now.',
  confirmed: 'Confirmed: your payment of {amount} is received. We look forward to seeing you.',
  missed:
    'Missed: the clinic marked this visit as missed. To book another time or talk it over, please call the clinic on {phone}.',
  cancelled: 'Cancelled: nothing is due for this appointment.',
  refundDue: 'Cancelled: the clinic will return your payment of {amount} to you by UPI.',
  refunded: 'Cancelled: your payment of {amount} has been returned to you.',
} as const;

/** `text` (a status text, in any language) with its `{amount}` filled in. */
export function withAmount(text: string, amount: string): string {
  return text.replaceAll('{amount}', amount);
}

/** `text` (a status text, in any language) with the clinic's phone for its `{phone}`. */
export function withPhone(text: string, phone: string): string {
  return text.replaceAll('{phone}', phone);
}
