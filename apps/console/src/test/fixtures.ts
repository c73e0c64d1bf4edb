import {
  adminAppointmentSchema,
  clinicConfigSchema,
  doctorSchema,
  operatorSchema,
  type AdminAppointment,
  type ClinicConfig,
  type Doctor,
  type Operator,
  PRIVACY_NOTICE_VERSION,
} from '@clinic/contracts';

/** Test data, parsed with the contract schemas so a fixture can never drift from the wire. */
function makeOperator(overrides: Partial<Operator> = {}): Operator {
  return operatorSchema.parse({
    _id: 'a00000000000000000000001',
    name: 'Meera Nair',
    email: 'owner@clinic.test',
    role: 'owner',
    doctorId: null,
    mustChangePassword: false,
    ...overrides,
  });
}

/** The clinic's owner, who may use every screen: the signed-in operator unless a test says. */
export const operator: Operator = makeOperator();

export const frontDesk: Operator = makeOperator({
  _id: 'a00000000000000000000002',
  name: 'Asha Rao',
  email: 'desk@clinic.test',
  role: 'front-desk',
});

/** The account of the doctor `makeDoctor()` makes. */
export const doctorOperator: Operator = makeOperator({
  _id: 'a00000000000000000000003',
  name: 'Dr. Asha Rao',
  email: 'asha@clinic.test',
  role: 'doctor',
  doctorId: 'd00000000000000000000001',
});

export const config: ClinicConfig = clinicConfigSchema.parse({
  name: 'Mind Care Clinic',
  phone: '+91 80 4000 0000',
  email: 'hello@clinic.test',
  address: { line1: '12 MG Road', line2: 'Bengaluru' },
  mapEmbedUrl: 'https://maps.example/embed',
  emergencyNumbers: [{ label: 'Tele-MANAS', number: '14416' }],
  quickExitUrl: 'https://weather.example/',
  upi: { vpa: 'clinic@upi', payeeName: 'Mind Care Clinic' },
  socialLinks: [],
  timeZone: 'Asia/Kolkata',
  cancelCutoffHours: 0,
  privacy: {
    contact: { name: 'Privacy officer', email: 'privacy@clinic.test', phone: '+91 80 1234 0000' },
    noticeVersion: PRIVACY_NOTICE_VERSION,
  },
});

export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return doctorSchema.parse({
    _id: 'd00000000000000000000001',
    name: 'Dr. Asha Rao',
    image: '/uploads/asha.webp',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD',
    experience: 12,
    about: 'Adult psychiatry.',
    fees: 800,
    available: true,
    address: { line1: '12 MG Road', line2: 'Bengaluru' },
    slots_booked: {},
    blockedSlots: [],
    ...overrides,
  });
}

export function makeAppointment(overrides: Partial<AdminAppointment> = {}): AdminAppointment {
  return adminAppointmentSchema.parse({
    _id: 'e00000000000000000000001',
    userId: 'b00000000000000000000001',
    docId: 'd00000000000000000000001',
    slotDate: '24_11_2026',
    slotTime: '15:30',
    slotData: '24_11_2026 03:30 pm',
    docData: {
      name: 'Dr. Asha Rao',
      image: '/uploads/asha.webp',
      speciality: 'Psychiatrist',
      address: { line1: '12 MG Road', line2: 'Bengaluru' },
    },
    userData: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210' },
    amount: 800,
    date: '2026-11-22T05:00:00.000Z',
    cancelled: false,
    payment: false,
    isCompleted: false,
    paymentProof: {
      status: 'pending',
      name: 'Ravi Kumar',
      transactionId: 'UPI4242',
      submittedAt: '2026-11-22T06:00:00.000Z',
    },
    ...overrides,
  });
}
