/**
 * What an appointment keeps when it is booked: the doctor's and the account holder's details as
 * they were then (the card and the receipt show them after either changes), the doctor's fee,
 * and when. The booking, a series' sessions and the demo data all book through it.
 */
import type { Doctor } from '@clinic/contracts';
import type { NewAppointment, StoredUserData } from '../../store/types.js';

export function newAppointment(
  patient: Pick<StoredUserData, '_id' | 'name' | 'email' | 'phone'>,
  doctor: Pick<Doctor, '_id' | 'name' | 'image' | 'speciality' | 'address' | 'fees'>,
  slot: { slotDate: string; slotTime: string },
  date: Date,
): NewAppointment {
  return {
    userId: patient._id,
    docId: doctor._id,
    slotDate: slot.slotDate,
    slotTime: slot.slotTime,
    docData: {
      name: doctor.name,
      image: doctor.image,
      speciality: doctor.speciality,
      address: doctor.address,
    },
    userData: { name: patient.name, email: patient.email, phone: patient.phone },
    amount: doctor.fees,
    date,
  };
}
