/**
 * The privacy notice's text (DPDP Act 2023 s.5; DPDP Rules 2025 r.3: itemised data, each purpose,
 * in plain words, readable on its own). A change to what is said here is a new notice: raise
 * PRIVACY_NOTICE_VERSION in packages/contracts/src/privacy.ts with it, and say the same in the
 * Hindi twin, notice-content-hi.ts.
 */
export interface DataItem {
  /** What is kept. */
  data: string;
  /** Why: each purpose it serves. */
  why: string;
  /**
   * Who at the clinic may see it: the staff roles of docs/privacy.md, an upper bound while the
   * console has one role for all (docs/privacy.md, Not built yet).
   */
  who: string;
  /** Where it is stored. */
  where: string;
  /** How long it is kept. */
  howLong: string;
}

const DATABASE = "The clinic's database.";

export const DATA_ITEMS: DataItem[] = [
  {
    data: 'Your account: name, e-mail address, phone number, and your password, kept only as a one-way hash (nobody, not even the clinic, can read it back).',
    why: 'To create your account and sign you in, to know who booked, and to send you your sign-up code, booking and payment mails.',
    who: 'Front desk and the owner; your doctor sees your name and phone for your appointments.',
    where: `${DATABASE} Mails go out through the clinic's mail provider.`,
    howLong:
      'Until you delete your account. Nothing of a sign-up that is never finished is kept beyond 24 hours.',
  },
  {
    data: 'Your consent: the version of this notice you agreed to, when, and whether you chose clinic news.',
    why: 'To show what you agreed to, and to send news only if you asked for it.',
    who: 'The owner.',
    where: DATABASE,
    howLong: 'Until you delete your account.',
  },
  {
    data: 'Your privacy requests: when you downloaded your data or deleted your account.',
    why: 'To show the clinic honoured your rights.',
    who: 'Front desk and the owner.',
    where: DATABASE,
    howLong:
      'As long as the clinic must be able to show it; after you delete your account, without anything that identifies you.',
  },
  {
    data: "Profile and medical details you choose to add: address, gender, date of birth, blood group, allergies, medical conditions, father's and mother's names, and a photo.",
    why: 'So your doctor knows the facts that matter for your care before and during your visit. Every one of these is optional.',
    who: 'The doctor treating you, and the owner. Front desk see them only when helping you with a booking.',
    where: `${DATABASE} Your photo is kept on the clinic's server, or with Cloudinary (an image host) when the clinic uses it.`,
    howLong: 'Until you change or remove them, or delete your account.',
  },
  {
    data: 'Your appointments: the doctor, day and time, whether they were paid, cancelled or completed.',
    why: 'To book and hold your time, remind you, and let the doctor and the front desk prepare.',
    who: 'Front desk, the doctor you booked, and the owner.',
    where: DATABASE,
    howLong:
      'While your account exists. After you delete it, the clinic keeps the records its accounts need, without anything that identifies you.',
  },
  {
    data: 'Payment proofs you send: the payer name and the UPI transaction ID.',
    why: "To match your payment with the clinic's bank statement, confirm your appointment, and refund you when it is cancelled.",
    who: 'Front desk and the owner.',
    where: DATABASE,
    howLong:
      "While your account exists. After you delete it, the amount, date and transaction ID stay for the clinic's accounts and any refund, with your name removed.",
  },
  {
    data: "Messages you send with the 'Email Us' form: name, e-mail, phone, subject and message.",
    why: 'To answer you.',
    who: 'Front desk and the owner.',
    where: `${DATABASE} A copy reaches the clinic's mailbox through its mail provider.`,
    howLong:
      '24 months from when it arrives (the period the clinic has set), then deleted; at once if you delete your account.',
  },
  {
    data: 'Blog posts you liked.',
    why: 'To show your like and count it.',
    who: 'Nobody reads it as yours; the post shows only the count.',
    where: DATABASE,
    howLong: 'Until you delete your account.',
  },
  {
    data: "The clinic's audit entries: which staff member changed or looked at your details, and when.",
    why: 'To keep your details safe and show who handled them.',
    who: 'Front desk and the owner.',
    where: DATABASE,
    howLong:
      'At least one year. After you delete your account, the entries stay with your name removed.',
  },
  {
    data: 'Technical records: your signed-in sessions, the codes mailed to you (kept only as a scrambled check value), counters of failed sign-ins and codes, and server logs of errors and events. These can hold your e-mail address and the internet address you used.',
    why: 'To keep you signed in, to keep the site running and secure, and to stop people guessing passwords or codes.',
    who: "Nobody reads them as yours; whoever runs the clinic's server can see the logs.",
    where: "The clinic's database and server.",
    howLong:
      "Sessions until you log out or they expire (12 hours by default); codes 10 minutes; counters an hour at most; logs as long as the clinic's server host keeps its output.",
  },
];

export interface QuickExitNote {
  does: string;
  doesNot: string;
  privatelyIntro: string;
  privately: string[];
}

/** What the 'Leave this site' button (src/components/quick-exit.tsx) does and does not do. */
export const QUICK_EXIT_NOTE: QuickExitNote = {
  does: "The pages about the conditions we treat, the blog, booking, your appointments and your profile have a 'Leave this site' button at the top of the screen, above the menu, which stays there as you scroll; pressing Shift 3 times does the same. It opens a neutral website, such as a search engine, in place of the page you are reading, so pressing Back does not bring that page back.",
  doesNot:
    "It does not clear your browsing history, this site's cookies or your sign-in, and it does not sign you out. Other pages of this site that you opened before stay in your history, where someone using the device after you could find them.",
  privatelyIntro: 'To keep your visit more private:',
  privately: [
    'Use a private or incognito window: the browser forgets the pages you open in it once you close it.',
    'On a shared device, log out when you finish (Logout, in the menu under your picture) and close the window.',
    "Clear this site from your browsing history in your browser's settings if someone else may look at it.",
  ],
};
