import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PATIENT_IMAGE,
  isPatientPhoto,
  patientPhotoUrl,
  appointmentReference,
  blogExcerpt,
  blogSummary,
  bookAppointmentRequest,
  contactFormError,
  contactRequest,
  loginRequest,
  narrowerImage,
  updateProfileRequest,
  upiPayLink,
} from './index.js';

describe('contactFormError', () => {
  const valid = {
    name: 'Asha',
    email: 'asha@example.in',
    subject: 'Hello',
    phone: '9876543210',
    message: 'Hi',
  };

  it('when a field is blank, then all fields are required comes first', () => {
    expect(contactFormError({ ...valid, subject: '  ', email: 'bad' })).toBe(
      'contactAllFieldsRequired',
    );
  });

  it('when the e-mail has no domain, then it is an invalid format', () => {
    expect(contactFormError({ ...valid, email: 'asha@example' })).toBe('contactInvalidEmail');
  });

  it('when the e-mail or the phone is longer than the schema allows, then its format is refused', () => {
    const email = `${'a'.repeat(250)}@example.in`;
    expect(contactFormError({ ...valid, email })).toBe('contactInvalidEmail');
    expect(contactRequest.safeParse({ ...valid, email }).error?.issues[0]?.message).toBe(
      'contactInvalidEmail',
    );
    expect(contactFormError({ ...valid, phone: `${valid.phone}${' 0'.repeat(6)}` })).toBe(
      'contactInvalidPhone',
    );
  });

  it.each(['5876543210', '987654321', '98765432101', '98765-43210'])(
    'when the phone is %s, then it is refused',
    (phone) => {
      expect(contactFormError({ ...valid, phone })).toBe('contactInvalidPhone');
    },
  );

  it('when every field is valid, then there is no error and the schema agrees', () => {
    expect(contactFormError(valid)).toBeNull();
    expect(contactRequest.parse(valid)).toEqual(valid);
  });
});

describe('request schemas', () => {
  it('when a string field carries an operator object, then it is refused', () => {
    expect(loginRequest.safeParse({ email: { $gt: '' }, password: 'x' }).success).toBe(false);
    expect(
      bookAppointmentRequest.safeParse({
        docId: { $ne: null },
        slotDate: '1_1_2027',
        slotTime: '10:00',
      }).success,
    ).toBe(false);
  });

  it('when the e-mail has capitals and spaces, then it is normalised', () => {
    expect(loginRequest.parse({ email: ' Asha@Example.IN ', password: 'secret' }).email).toBe(
      'asha@example.in',
    );
  });

  it('when the profile address arrives as JSON text, then it is parsed; bad JSON is refused', () => {
    const form = {
      name: 'Asha',
      phone: '9876543210',
      address: '{"line1":"12 MG Road","line2":"Pune"}',
    };
    expect(updateProfileRequest.parse(form).address).toEqual({
      line1: '12 MG Road',
      line2: 'Pune',
    });
    expect(updateProfileRequest.safeParse({ ...form, address: '{line1' }).success).toBe(false);
  });
});

describe('upiPayLink', () => {
  it('builds the UPI deep link with the amount in rupees, the reference as tr and a neutral note', () => {
    const link = upiPayLink({
      vpa: 'clinic@upi',
      payeeName: 'Mind Care Clinic',
      amount: 800,
      reference: appointmentReference('64b7f0c2a1b2c3d4e5f60718'),
    });
    expect(link).toBe(
      'upi://pay?pa=clinic@upi&pn=Mind%20Care%20Clinic&am=800.00&cu=INR&tr=E5F60718&tn=Consultation%20E5F60718',
    );
  });
});

describe('appointmentReference', () => {
  it('is the last 8 characters of the id, upper-cased', () => {
    expect(appointmentReference('64b7f0c2a1b2c3d4e5f60718')).toBe('E5F60718');
    expect(appointmentReference('64B7F0C2A1B2C3D4E5F6071A')).toBe('E5F6071A');
  });
});

describe('blogExcerpt', () => {
  it('cuts the content at 100 characters', () => {
    const content = 'a'.repeat(150);
    expect(blogExcerpt(content)).toBe(`${'a'.repeat(100)}...`);
    expect(blogExcerpt('short')).toBe('short');
  });

  it('when the cut falls after a full stop or a space, then the dots are not doubled', () => {
    const sentence = `${'b'.repeat(98)}. More text follows here.`;
    expect(blogExcerpt(sentence)).toBe(`${'b'.repeat(98)}...`);
  });
});

describe('blogSummary', () => {
  it('is the post as its card shows it: the excerpt instead of the text, the count without the marks', () => {
    const post = {
      _id: 'b10000000000000000000001',
      title: 'Sleep and mood',
      content: 'c'.repeat(150),
      author: 'Dr. Asha Rao',
      createdAt: '2026-11-23T04:00:00.000Z',
      mediaUrl: '/uploads/blogs/sleep.webp',
      mediaType: 'image' as const,
      language: 'en' as const,
      likes: ['mark0AAAAAAAAAAAAAAAAA', 'mark1AAAAAAAAAAAAAAAAA'],
      likeCount: 2,
    };

    expect(blogSummary(post)).toEqual({
      _id: 'b10000000000000000000001',
      title: 'Sleep and mood',
      author: 'Dr. Asha Rao',
      createdAt: '2026-11-23T04:00:00.000Z',
      mediaUrl: '/uploads/blogs/sleep.webp',
      mediaType: 'image',
      language: 'en',
      likeCount: 2,
      excerpt: `${'c'.repeat(100)}...`,
    });
  });
});

describe('patientPhotoUrl and isPatientPhoto', () => {
  it("when the image is a patient's own photo, root-relative or absolute, then it is told apart from public pictures", () => {
    expect(patientPhotoUrl('0a1b2c3d4e5f6071')).toBe('/api/user/photo?v=0a1b2c3d4e5f6071');
    expect(isPatientPhoto(patientPhotoUrl('0a1b2c3d4e5f6071'))).toBe(true);
    expect(isPatientPhoto('https://care.clinic.example/api/user/photo?v=1')).toBe(true);
    for (const image of [
      DEFAULT_PATIENT_IMAGE,
      `https://care.clinic.example${DEFAULT_PATIENT_IMAGE}`,
      '/uploads/doctors/asha.webp',
      'https://res.cloudinary.com/clinic/image/upload/v1/clinic/doctors/a.webp',
      '',
    ]) {
      expect(isPatientPhoto(image)).toBe(false);
    }
  });
});

describe('narrowerImage', () => {
  it('when the picture is one of the API’s public uploads, then the API’s narrower copy is named, absolute or not', () => {
    expect(narrowerImage('/uploads/doctors/asha.webp', 192)).toBe(
      '/uploads/doctors/w192/asha.webp',
    );
    expect(narrowerImage('https://care.clinic.example/uploads/blogs/0a1b.webp', 384)).toBe(
      'https://care.clinic.example/uploads/blogs/w384/0a1b.webp',
    );
  });

  it('when the picture is on Cloudinary, then its width is a transformation in the URL', () => {
    expect(
      narrowerImage('https://res.cloudinary.com/demo/image/upload/v17/clinic/doctors/x1.webp', 192),
    ).toBe('https://res.cloudinary.com/demo/image/upload/c_limit,w_192/v17/clinic/doctors/x1.webp');
  });

  it('when the picture is anything else, then there is no narrower copy', () => {
    for (const image of [
      '/images/default-patient.svg',
      '/uploads/avatars/asha.webp',
      'https://example.org/uploads/doctors/asha.jpg',
      'https://res.cloudinary.com/demo/image/authenticated/s--x--/v1/clinic/avatars/a.webp',
    ])
      expect(narrowerImage(image, 192)).toBeNull();
  });
});
