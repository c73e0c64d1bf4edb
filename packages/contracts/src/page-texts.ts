/**
 * The appointment display states, buttons and headings (docs/product.md, Appointment states): the
 * texts the pages show as they render. The web app loads these with a page's first code and the
 * rest of TEXTS (messages, mostly the server's) only where a page uses them.
 */
export const PAGE_TEXTS = {
  appointmentCancelled: 'Appointment Cancelled',
  paymentSuccessful: 'Payment Successful',
  verifyingPayment: 'Verifying Payment...',
  paymentRejected: 'Payment Rejected',
  payOnline: 'Pay Online',
  hidePayment: 'Hide Payment',
  sendOtp: 'Send OTP',
  createAccount: 'Create Account',
  saveInformation: 'Save Information',
  sending: 'Sending...',
  bookAppointment: 'Book Appointment',
  available: 'Available',
  notAvailable: 'Not Available',
  clickHere: 'Click here',
  heroTitle: 'Meet with Our Trusted Doctor',
  specialityHeading: 'Speciality We Have',
  whatWeDo: 'What We Do',
  payWithUpiApp: 'Pay with UPI app',
} as const;

export type PageTextKey = keyof typeof PAGE_TEXTS;
