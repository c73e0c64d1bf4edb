/**
 * Image and media URLs on the wire: root-relative as stored without PUBLIC_URL, absolute under it
 * (a client on another origin resolves them against this site), links elsewhere untouched; and the
 * default patient picture for a patient without one (docs/decisions.md, Wire conventions).
 */
import {
  ADMIN_API,
  API,
  DEFAULT_PATIENT_IMAGE,
  adminAppointmentsResponse,
  adminBlogResponse,
  adminDoctorResponse,
  adminDoctorsResponse,
  appointmentListResponse,
  blogListResponse,
  blogResponse,
  doctorListResponse,
  profileResponse,
  rescheduleAppointmentResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { book, loginOperator, pngImage } from './admin-fixtures.js';
import { addBlog, addDoctor, addPatient, auth, forEachStore } from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

const PUBLIC_URL = 'https://care.clinic.example';
const CLOUDINARY_PHOTO = 'https://res.cloudinary.com/clinic/image/upload/v1/doctors/meera.webp';
const VIDEO_LINK = 'https://videos.example.org/sleep.mp4';
// The clock stands at Monday 2 March 2026, 09:00 in Kolkata (see the harness).
const TUESDAY = '3_3_2026';

async function doctorImages(api: TestApi): Promise<string[]> {
  const response = await api.request.get(API.doctorList).expect(200);
  return doctorListResponse.parse(response.body).doctors.map((doctor) => doctor.image);
}

async function profileImage(api: TestApi, patient: Patient): Promise<string> {
  const response = await api.request.get(API.getProfile).set(auth(patient.token)).expect(200);
  return profileResponse.parse(response.body).userData.image;
}

async function appointmentImages(api: TestApi, patient: Patient): Promise<string[]> {
  const response = await api.request.get(API.appointments).set(auth(patient.token)).expect(200);
  return appointmentListResponse
    .parse(response.body)
    .appointments.map((appointment) => appointment.docData.image);
}

async function blogMedia(
  api: TestApi,
  blogId: string,
): Promise<{ list: string[]; detail: string }> {
  const list = await api.request.get(API.blogs).expect(200);
  const detail = await api.request.get(API.blog(blogId)).expect(200);
  return {
    list: blogListResponse.parse(list.body).blogs.map((blog) => blog.mediaUrl),
    detail: blogResponse.parse(detail.body).blog.mediaUrl,
  };
}

forEachStore((api) => {
  describe('image URLs without PUBLIC_URL', () => {
    it('when doctors, appointments and blogs are read, then their URLs are as stored', async () => {
      const doctor = await addDoctor(api());
      await addDoctor(api(), { name: 'Dr. Meera Iyer', image: CLOUDINARY_PHOTO });
      const patient = await addPatient(api());
      await book(api(), patient, doctor._id, TUESDAY, '10:30');
      const blog = await addBlog(api());

      expect(await doctorImages(api())).toEqual(['/uploads/doctors/asha.webp', CLOUDINARY_PHOTO]);
      expect(await appointmentImages(api(), patient)).toEqual(['/uploads/doctors/asha.webp']);
      expect(await blogMedia(api(), blog._id)).toEqual({
        list: ['/uploads/blogs/sleep.webp'],
        detail: '/uploads/blogs/sleep.webp',
      });
    });

    it('when a new patient reads their profile, then the image is the default picture', async () => {
      const patient = await addPatient(api());

      expect(await profileImage(api(), patient)).toBe(DEFAULT_PATIENT_IMAGE);
    });

    it('when the default picture is fetched, then it is an SVG kept a year by caches', async () => {
      const response = await api().request.get(DEFAULT_PATIENT_IMAGE).expect(200);

      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.body)).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    });
  });
});

forEachStore(
  (api) => {
    describe('image URLs with PUBLIC_URL', () => {
      it('when the doctor list is read, then uploaded photos are absolute and Cloudinary ones unchanged', async () => {
        await addDoctor(api());
        await addDoctor(api(), { name: 'Dr. Meera Iyer', image: CLOUDINARY_PHOTO });

        expect(await doctorImages(api())).toEqual([
          `${PUBLIC_URL}/uploads/doctors/asha.webp`,
          CLOUDINARY_PHOTO,
        ]);
      });

      it("when a patient reads and moves appointments, then each doctor's picture is absolute", async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        const appointmentId = await book(api(), patient, doctor._id, TUESDAY, '10:30');

        const moved = await api()
          .request.post(API.rescheduleAppointment)
          .set(auth(patient.token))
          .send({ appointmentId, slotDate: TUESDAY, slotTime: '11:00' })
          .expect(200);

        expect(rescheduleAppointmentResponse.parse(moved.body).appointment.docData.image).toBe(
          `${PUBLIC_URL}/uploads/doctors/asha.webp`,
        );
        expect(await appointmentImages(api(), patient)).toEqual([
          `${PUBLIC_URL}/uploads/doctors/asha.webp`,
        ]);
      });

      it('when a new patient reads their profile, then the image is the absolute default picture, and after an upload the absolute photo', async () => {
        const patient = await addPatient(api());
        expect(await profileImage(api(), patient)).toBe(`${PUBLIC_URL}${DEFAULT_PATIENT_IMAGE}`);

        await api()
          .request.post(API.updateProfile)
          .set(auth(patient.token))
          .field('name', 'Priya Sharma')
          .field('phone', '9988776655')
          .field('address', JSON.stringify({ line1: '4 Lake View', line2: 'Pune' }))
          .field('gender', 'Female')
          .field('dob', '1994-07-21')
          .attach('image', await pngImage(), 'me.png')
          .expect(200);

        const image = await profileImage(api(), patient);
        expect(image).toMatch(
          /^https:\/\/care\.clinic\.example\/api\/user\/photo\?v=[a-f0-9]{16}$/,
        );
        await api()
          .request.get(image.slice(PUBLIC_URL.length))
          .set(auth(patient.token))
          .expect(200);
      });

      it('when blogs are read, then uploaded media are absolute and links elsewhere unchanged', async () => {
        const image = await addBlog(api());
        const video = await addBlog(api(), {
          title: 'Breathing for calm',
          mediaUrl: VIDEO_LINK,
          mediaType: 'video',
        });

        const { list, detail } = await blogMedia(api(), image._id);
        expect(list.toSorted()).toEqual([`${PUBLIC_URL}/uploads/blogs/sleep.webp`, VIDEO_LINK]);
        expect(detail).toBe(`${PUBLIC_URL}/uploads/blogs/sleep.webp`);
        expect((await blogMedia(api(), video._id)).detail).toBe(VIDEO_LINK);
      });

      it('when the console reads and edits doctors, appointments and blogs, then their URLs are absolute', async () => {
        const doctor = await addDoctor(api());
        const patient = await addPatient(api());
        await book(api(), patient, doctor._id, TUESDAY, '10:30');
        const blog = await addBlog(api());
        const { token } = await loginOperator(api());

        const doctors = await api().request.get(ADMIN_API.doctors).set(auth(token)).expect(200);
        const edited = await api()
          .request.put(ADMIN_API.doctor(doctor._id))
          .set(auth(token))
          .field('fees', '900')
          .expect(200);
        const appointments = await api()
          .request.get(ADMIN_API.appointments)
          .set(auth(token))
          .expect(200);
        const post = await api()
          .request.put(ADMIN_API.blog(blog._id))
          .set(auth(token))
          .field('title', 'Sleep, mood and you')
          .expect(200);

        const photo = `${PUBLIC_URL}/uploads/doctors/asha.webp`;
        expect(adminDoctorsResponse.parse(doctors.body).doctors.map((d) => d.image)).toEqual([
          photo,
        ]);
        expect(adminDoctorResponse.parse(edited.body).doctor.image).toBe(photo);
        expect(
          adminAppointmentsResponse
            .parse(appointments.body)
            .appointments.map((appointment) => appointment.docData.image),
        ).toEqual([photo]);
        expect(adminBlogResponse.parse(post.body).blog.mediaUrl).toBe(
          `${PUBLIC_URL}/uploads/blogs/sleep.webp`,
        );
      });
    });
  },
  { PUBLIC_URL },
);
