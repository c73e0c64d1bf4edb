/**
 * Prepared answers of the public catalogue: the clinic's configuration, the doctor list, the blog
 * list and each blog, read far more often than written. Each is serialised once and served as bytes until a write invalidates
 * it (a booking, a cancellation, a like, an operator's edit) or it is a few seconds old, so that
 * writes of another API process on the same store show up too.
 */
import {
  PRIVACY_NOTICE_VERSION,
  blogListResponse,
  clinicConfigResponse,
  blogResponse,
  blogSummary,
  doctorListResponse,
  toDateKey,
  zonedClock,
} from '@clinic/contracts';
import type {
  BlogListResponse,
  BlogResponse,
  ClinicConfigResponse,
  Doctor,
  DoctorListResponse,
  SocialLink,
} from '@clinic/contracts';
import type { ResolvedConfig } from './env.js';
import type { BlogLikes } from './libraries/blog-likes.js';
import { AppError } from './libraries/errors.js';
import { PreparedJson, PreparedJsonMap } from './libraries/prepared-json.js';
import type { Freshness } from './libraries/prepared-json.js';
import type { PublicUrls } from './libraries/public-url.js';
import type { Store, StoredBlog, WaitlistOfferRecord } from './store/types.js';

export interface Catalogs {
  /** GET /api/config's answer, the pages' too. */
  config: {
    answer: PreparedJson<ClinicConfigResponse>;
    /** Call after any write of the clinic's settings. */
    invalidate(): void;
  };
  doctors: {
    list: PreparedJson<DoctorListResponse>;
    /** Call after any write that changes a doctor or its booked slots. */
    invalidate(): void;
  };
  blogs: {
    list: PreparedJson<BlogListResponse>;
    detail: PreparedJsonMap<BlogResponse>;
    /** Call after any write that changes a blog. */
    invalidate(): void;
  };
}

export function createCatalogs(
  store: Store,
  freshness: Freshness,
  blogLikes: BlogLikes,
  publicUrls: PublicUrls,
  config: ResolvedConfig,
): Catalogs {
  const { timeZone } = config.clinic;
  const clinic = new PreparedJson(
    async () => clinicConfig(config, await store.settings.socialLinks()),
    freshness,
  );
  // Parsing with the contract keeps fields outside the public shape (e-mail, password) out.
  // Booked and blocked times of past days are left out: only the booking window matters, and
  // a year of them made the list 1.4 MB at the data scale `npm run bench` seeds.
  // A time held for a waiting patient (src/components/waitlist/offers.ts) shows as booked: nobody
  // else may book it while the hold runs.
  const doctorList = new PreparedJson(async () => {
    const now = freshness.now();
    const today = toDateKey(zonedClock(now, timeZone));
    const [doctors, held] = await Promise.all([
      store.doctors.list({ from: today }),
      store.waitlist.listOpen(now),
    ]);
    return doctorListResponse.parse({
      success: true,
      doctors: doctors.map((doctor) => publicUrls.doctor(withHeldTimes(doctor, held))),
    });
  }, freshness);
  // Likes go out as marks and a count, never as the ids of the patients (libraries/blog-likes.ts).
  const publicBlog = (blog: StoredBlog) => publicUrls.blog(blogLikes.publicBlog(blog));
  const blogList = new PreparedJson(
    async () =>
      blogListResponse.parse({
        success: true,
        // The list shows cards: each post's excerpt and count of likes, not its text and marks.
        blogs: (await store.blogs.list()).map((blog) => blogSummary(publicBlog(blog))),
      }),
    freshness,
  );
  const blogDetail = new PreparedJsonMap(async (id) => {
    const blog = await store.blogs.findById(id);
    if (!blog) throw AppError.notFound('blogNotFound');
    return blogResponse.parse({ success: true, blog: publicBlog(blog) });
  }, freshness);
  return {
    config: { answer: clinic, invalidate: () => clinic.invalidate() },
    doctors: { list: doctorList, invalidate: () => doctorList.invalidate() },
    blogs: {
      list: blogList,
      detail: blogDetail,
      invalidate() {
        blogList.invalidate();
        blogDetail.invalidate();
      },
    },
  };
}

/** The doctor with the times held for waiting patients among its booked ones. */
function withHeldTimes(doctor: Doctor, held: WaitlistOfferRecord[]): Doctor {
  const mine = held.filter((offer) => offer.docId === doctor._id);
  if (mine.length === 0) return doctor;
  const booked: Record<string, string[]> = Object.fromEntries(
    Object.entries(doctor.slots_booked).map(([date, times]) => [date, [...times]]),
  );
  for (const { slotDate, slotTime } of mine) {
    const times = (booked[slotDate] ??= []);
    if (!times.includes(slotTime)) times.push(slotTime);
  }
  return { ...doctor, slots_booked: booked };
}

/** Clinic details, emergency numbers and UPI payee from the environment; social links from the store. */
function clinicConfig(config: ResolvedConfig, socialLinks: SocialLink[]): ClinicConfigResponse {
  return clinicConfigResponse.parse({
    success: true,
    config: {
      name: config.clinic.name,
      phone: config.clinic.phone,
      email: config.clinic.email,
      address: config.clinic.address,
      mapEmbedUrl: config.clinic.mapEmbedUrl,
      emergencyNumbers: config.clinic.emergencyNumbers,
      quickExitUrl: config.clinic.quickExitUrl,
      upi: config.upi,
      socialLinks,
      timeZone: config.clinic.timeZone,
      cancelCutoffHours: config.limits.cancelCutoffHours,
      privacy: {
        contact: config.clinic.privacyContact,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      },
    },
  });
}
