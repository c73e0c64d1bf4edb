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
  bookAppointment: '/api/user/book-appointment',
  appointments: '/api/user/appointments',
  cancelAppointment: '/api/user/cancel-appointment',
  confirmPayment: '/api/user/confirm-payment',
  blogs: '/api/user/blogs',
  blog: (id: string) => `/api/user/blogs/${id}`,
  likeBlog: (id: string) => `/api/user/blogs/${id}/like`,
  econtact: '/api/user/econtact',
} as const;

/** The header the spec names for the token; `Authorization: Bearer` is accepted too. */
export const TOKEN_HEADER = 'token';
