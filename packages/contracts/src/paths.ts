/** The API's paths, shared by the API's router, the web app's client and the tests. */
export const API = {
  doctorList: '/api/doctor/list',
  config: '/api/config',
  sendOtp: '/api/user/send-otp',
  register: '/api/user/register',
  login: '/api/user/login',
  logout: '/api/user/logout',
  getProfile: '/api/user/get-profile',
  updateProfile: '/api/user/update-profile',
  /** The patient's own photo; `userData.image` names it (patientPhotoUrl). */
  patientPhoto: '/api/user/photo',
  bookAppointment: '/api/user/book-appointment',
  appointments: '/api/user/appointments',
  cancelAppointment: '/api/user/cancel-appointment',
  receipt: (id: string) => `/api/user/appointments/${id}/receipt`,
  creditNote: (id: string) => `/api/user/appointments/${id}/credit-note`,
  rescheduleAppointment: '/api/user/reschedule-appointment',
  cancelSeriesRest: '/api/user/cancel-series-rest',
  confirmPayment: '/api/user/confirm-payment',
  blogs: '/api/user/blogs',
  blog: (id: string) => `/api/user/blogs/${id}`,
  likeBlog: (id: string) => `/api/user/blogs/${id}/like`,
  econtact: '/api/user/econtact',
  myData: '/api/user/my-data',
  deleteAccount: '/api/user/delete-account',
  forgotPassword: '/api/user/forgot-password',
  resetPassword: '/api/user/reset-password',
  changePassword: '/api/user/change-password',
  logoutAll: '/api/user/logout-all',
  consents: '/api/user/consents',
  intakeConsent: '/api/user/consents/intake',
  intakes: '/api/user/intakes',
  intake: (appointmentId: string) => `/api/user/intake/${appointmentId}`,
  familyMembers: '/api/user/family',
  familyMember: (memberId: string) => `/api/user/family/${memberId}`,
  /** GET: the patient's waiting-list entries and offers; POST: joins a doctor's list. */
  waitlist: '/api/user/waitlist',
  leaveWaitlist: '/api/user/waitlist/leave',
  claimWaitlistOffer: '/api/user/waitlist/claim',
  declineWaitlistOffer: '/api/user/waitlist/decline',
} as const;

/** The header that carries the token; `Authorization: Bearer` is accepted too. */
export const TOKEN_HEADER = 'token';

/** The operator's paths; kept free of zod so the console's shell can import them. */
export const ADMIN_API = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  dashboard: '/api/admin/dashboard',
  appointments: '/api/admin/appointments',
  cancelAppointment: (id: string) => `/api/admin/appointments/${id}/cancel`,
  rescheduleAppointment: (id: string) => `/api/admin/appointments/${id}/reschedule`,
  recordRefund: (id: string) => `/api/admin/appointments/${id}/refund`,
  approvePayment: (id: string) => `/api/admin/appointments/${id}/approve-payment`,
  rejectPayment: (id: string) => `/api/admin/appointments/${id}/reject-payment`,
  receipt: (id: string) => `/api/admin/appointments/${id}/receipt`,
  seriesPreview: '/api/admin/series/preview',
  series: '/api/admin/series',
  cancelSeriesRest: (id: string) => `/api/admin/series/${id}/cancel-rest`,
  markAttendance: (id: string) => `/api/admin/appointments/${id}/attendance`,
  doctors: '/api/admin/doctors',
  doctor: (id: string) => `/api/admin/doctors/${id}`,
  doctorAvailability: (id: string) => `/api/admin/doctors/${id}/availability`,
  doctorBlockedSlots: (id: string) => `/api/admin/doctors/${id}/blocked-slots`,
  doctorBlockedDays: (id: string) => `/api/admin/doctors/${id}/blocked-days`,
  blogs: '/api/admin/blogs',
  blog: (id: string) => `/api/admin/blogs/${id}`,
  /** A patient's photo, for staff who may see the patient's appointments. */
  patientPhoto: (id: string) => `/api/admin/patients/${id}/photo`,
  messages: '/api/admin/messages',
  readMessage: (id: string) => `/api/admin/messages/${id}/read`,
  audit: '/api/admin/audit',
  dataRequests: '/api/admin/data-requests',
  password: '/api/admin/password',
  secondFactor: '/api/admin/login/second-factor',
  setup: '/api/admin/setup',
  acceptInvitation: '/api/admin/invitations/accept',
  staff: '/api/admin/staff',
  staffMember: (id: string) => `/api/admin/staff/${id}`,
  staffInvitations: '/api/admin/staff/invitations',
  staffInvitation: (id: string) => `/api/admin/staff/invitations/${id}`,
  staffSecondFactorReset: (id: string) => `/api/admin/staff/${id}/reset-second-factor`,
  staffPasswordChange: (id: string) => `/api/admin/staff/${id}/require-password-change`,
  reconciliation: '/api/admin/reconciliation',
  reconciliationApprove: '/api/admin/reconciliation/approve',
  socialLinks: '/api/admin/settings/social-links',
  appointmentIntake: (id: string) => `/api/admin/appointments/${id}/intake`,
  safetyAlerts: '/api/admin/safety-alerts',
  /** How many alerts wait for a call-back: a number only, for the console's banner. */
  openSafetyAlerts: '/api/admin/safety-alerts/open',
  safetyAlertCallBack: (id: string) => `/api/admin/safety-alerts/${id}/call-back`,
  doctorWaitlist: (id: string) => `/api/admin/doctors/${id}/waitlist`,
} as const;

/**
 * Pages of the patient site that mail and the sitemap link to (the web app's router declares
 * each).
 */
export const SITE_PAGES = {
  home: '/',
  doctors: '/doctors',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  blogs: '/blog',
  blog: (id: string) => `/blogs/${id}`,
  services: '/services',
  service: (section: string) => `/services/${section}`,
  booking: (docId: string) => `/appointment/${docId}`,
  myAppointments: '/my-appointment',
  appointment: (id: string) => `/my-appointment/${id}`,
  intake: (appointmentId: string) => `/my-appointment/${appointmentId}/intake`,
} as const;

/**
 * The ten condition pages of the services hub, `/services/<section>`: the web app's routes and
 * the API's sitemap list the same ones.
 */
export const SERVICE_SECTIONS = [
  'BipolarDisorderTreatment',
  'ObsessiveCompulsiveDisorderTreatment',
  'SchizophreniaTreatment',
  'ADHDTreatment',
  'AnxietyDisorderTreatment',
  'ASDTreatment',
  'DementiaTreatment',
  'DepressionTreatment',
  'PersonalityDisorderTreatment',
  'PTSDTreatment',
] as const;
export type ServiceSection = (typeof SERVICE_SECTIONS)[number];

/**
 * The narrower widths a public upload (a doctor's photo, a post's picture; saved 512 pixels wide
 * at most) is served at, for a page's `srcset`.
 */
export const RESPONSIVE_WIDTHS: readonly number[] = [192, 384];

const LOCAL_UPLOAD = /^(.*\/uploads\/(?:doctors|blogs)\/)([\w-]+\.webp)$/;
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[\w-]+\/image\/upload\/)(.+)$/;

/**
 * `image` (a public upload's URL, as the API answers it) at `width` pixels wide at most: the API
 * resizes its own uploads (`/uploads/<folder>/w<width>/<file>`), Cloudinary its own by a
 * transformation in the URL. Null for any other picture, which is shown as it is.
 */
export function narrowerImage(image: string, width: number): string | null {
  const local = LOCAL_UPLOAD.exec(image);
  if (local) return `${local[1]}w${width}/${local[2]}`;
  const cloudinary = CLOUDINARY_UPLOAD.exec(image);
  if (cloudinary) return `${cloudinary[1]}c_limit,w_${width}/${cloudinary[2]}`;
  return null;
}

/** The picture a patient without one of their own is shown with; the API serves it. */
export const DEFAULT_PATIENT_IMAGE = '/images/default-patient.svg';

/**
 * A patient's own photo as `userData.image` names it: answered only with their token, so an app
 * fetches it with the token and shows it from an object URL. `version` changes with every new
 * photo, so a new one is never taken for the old.
 */
export const patientPhotoUrl = (version: string): string =>
  `${API.patientPhoto}?v=${encodeURIComponent(version)}`;

/** Whether `image` (root-relative or absolute) is a patient's own photo rather than a public picture. */
export function isPatientPhoto(image: string): boolean {
  return (
    URL.canParse(image, 'http://site') &&
    new URL(image, 'http://site').pathname === API.patientPhoto
  );
}
