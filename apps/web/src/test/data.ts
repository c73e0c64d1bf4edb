import {
  appointmentSchema,
  clinicConfigSchema,
  doctorSchema,
  userDataSchema,
  type Appointment,
  type ClinicConfig,
  type Doctor,
  type UserData,
  PRIVACY_NOTICE_VERSION,
} from '@clinic/contracts';

/** Test data, each built through its contract schema so it always has the wire's shape. */
const hexId = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

export const clinicConfig: ClinicConfig = clinicConfigSchema.parse({
  name: 'Test Clinic',
  phone: '+91 80 1234 5678',
  email: 'care@clinic.test',
  address: { line1: '12 Lake Road', line2: 'Bengaluru' },
  mapEmbedUrl: 'https://maps.example/embed',
  emergencyNumbers: [
    { label: 'Tele-MANAS', number: '14416' },
    { label: 'Tele-MANAS (toll free)', number: '1-800-891-4416' },
  ],
  quickExitUrl: 'https://weather.example/',
  upi: { vpa: 'clinic@upi', payeeName: 'Test Clinic' },
  socialLinks: [],
  timeZone: 'Asia/Kolkata',
  cancelCutoffHours: 0,
  privacy: {
    contact: { name: 'Privacy officer', email: 'privacy@clinic.test', phone: '+91 80 1234 0000' },
    noticeVersion: PRIVACY_NOTICE_VERSION,
  },
});

export function buildDoctor(n: number, overrides: Partial<Doctor> = {}): Doctor {
  return doctorSchema.parse({
    _id: hexId('d0c', n),
    name: `Dr. Test ${n}`,
    image: `/uploads/doctor-${n}.webp`,
    speciality: (['Psychiatrist', 'Pediatrician', 'Psychologist'] as const)[n % 3],
    degree: 'MBBS, MD',
    experience: 4,
    about: 'Listens first.',
    fees: 500,
    available: true,
    address: { line1: '12 Lake Road', line2: 'Bengaluru' },
    slots_booked: {},
    blockedSlots: [],
    ...overrides,
  });
}

export const userData: UserData = userDataSchema.parse({
  _id: hexId('a11', 1),
  name: 'Asha Rao',
  fathername: 'Ravi Rao',
  mothername: 'Meena Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  address: { line1: '4 Hill Street', line2: 'Mysuru' },
  gender: 'Female',
  dob: '1990-04-12',
  bloodGroup: 'O+',
  allergy: '',
  medicalCondition: '',
  image: '',
});

export function buildAppointment(n: number, overrides: Partial<Appointment> = {}): Appointment {
  return appointmentSchema.parse({
    _id: hexId('a00', n),
    userId: userData._id,
    docId: hexId('d0c', n),
    slotDate: `${n}_12_2026`,
    slotTime: '15:30',
    slotData: `${n}_12_2026 03:30 pm`,
    docData: {
      name: `Dr. Test ${n}`,
      image: `/uploads/doctor-${n}.webp`,
      speciality: 'Psychiatrist',
      address: { line1: '12 Lake Road', line2: 'Bengaluru' },
    },
    amount: 500,
    date: '2026-11-20T10:00:00.000Z',
    cancelled: false,
    payment: false,
    isCompleted: false,
    paymentProof: { status: 'none' },
    ...overrides,
  });
}
