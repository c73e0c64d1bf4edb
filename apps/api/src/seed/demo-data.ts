/**
 * The demo clinic of the first start, in Bengaluru: fourteen doctors across the three
 * specialities (three of them not taking bookings, so both markers show) and seven blog posts.
 * The people are invented; the helplines named in the posts are real Indian services.
 */
import type { Speciality } from '@clinic/contracts';
import type { PortraitStyle } from './images.js';
import type { IllustrationTheme } from './images.js';

export interface DemoDoctor {
  name: string;
  speciality: Speciality;
  degree: string;
  /** State medical council or RCI registration (invented, like the people). */
  registrationNumber: string;
  experience: number;
  fees: number;
  available: boolean;
  about: string;
  address: { line1: string; line2: string };
  portrait: PortraitStyle;
}

/**
 * One clinic, in Bengaluru: every doctor sees patients in a room of the clinic's address (the
 * defaults of CLINIC_ADDRESS_LINE1 and CLINIC_ADDRESS_LINE2 in apps/api/src/env.ts, shown on
 * /contact), and holds a Karnataka Medical Council (KMC) or national RCI registration.
 */
export const DEMO_CLINIC_ADDRESS = {
  line1: '12 MG Road, Indiranagar',
  line2: 'Bengaluru, Karnataka 560038',
};

const room = (number: number) => ({
  line1: `Room ${number}, ${DEMO_CLINIC_ADDRESS.line1}`,
  line2: DEMO_CLINIC_ADDRESS.line2,
});

/** Interleaved by speciality, so that the home page's first ten show all three. */
export const DEMO_DOCTORS: DemoDoctor[] = [
  {
    name: 'Dr. Meera Iyer',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry)',
    registrationNumber: 'KMC 45678',
    experience: 14,
    fees: 1200,
    available: true,
    about:
      'Dr. Meera Iyer treats depression, anxiety disorders and bipolar disorder in adults. She believes medication works best alongside therapy, sleep and daily routine, and takes time to explain every prescription, its side effects and how long it will be needed.',
    address: room(1),
    portrait: {
      skin: '#C68B59',
      hair: 'long',
      hairColour: '#1F1A17',
      attire: 'coat',
      accent: '#2F6F8F',
    },
  },
  {
    name: 'Dr. Rohan Mehta',
    speciality: 'Pediatrician',
    degree: 'MBBS, MD (Paediatrics)',
    registrationNumber: 'KMC 52034',
    experience: 12,
    fees: 700,
    available: true,
    about:
      'Dr. Rohan Mehta is a developmental paediatrician who sees children from birth to sixteen. He follows growth, speech and milestones, screens early for autism and ADHD, and works with parents on sleep, feeding and behaviour at home and at school.',
    address: room(2),
    portrait: {
      skin: '#D9A066',
      hair: 'short',
      hairColour: '#2B211C',
      attire: 'coat',
      accent: '#E07A3F',
    },
  },
  {
    name: 'Dr. Priya Raghavan',
    speciality: 'Psychologist',
    degree: 'M.Phil Clinical Psychology, PhD (Psychology), RCI registered',
    registrationNumber: 'RCI A21457',
    experience: 13,
    fees: 1100,
    available: true,
    about:
      'Dr. Priya Raghavan is a clinical psychologist trained in cognitive behavioural therapy (CBT) and exposure therapy. She works with adults living with panic attacks, social anxiety and obsessive-compulsive disorder, at a pace the client sets.',
    address: room(3),
    portrait: {
      skin: '#B5774A',
      hair: 'bun',
      hairColour: '#161210',
      attire: 'cardigan',
      accent: '#7A5BA6',
    },
  },
  {
    name: 'Dr. Arjun Malhotra',
    speciality: 'Psychiatrist',
    degree: 'MBBS, DPM, DNB (Psychiatry)',
    registrationNumber: 'KMC 38214',
    experience: 9,
    fees: 1000,
    available: true,
    about:
      'Dr. Arjun Malhotra specialises in addiction psychiatry: alcohol, tobacco, cannabis and prescription-drug dependence, and the depression and anxiety that often come with them. He offers supervised detoxification plans and long-term relapse prevention.',
    address: room(4),
    portrait: {
      skin: '#D4A276',
      hair: 'short',
      hairColour: '#3A2E27',
      attire: 'coat',
      accent: '#2F6F8F',
    },
  },
  {
    name: 'Dr. Ananya Banerjee',
    speciality: 'Pediatrician',
    degree: 'MBBS, DCH',
    registrationNumber: 'KMC 61392',
    experience: 8,
    fees: 500,
    available: true,
    about:
      'Dr. Ananya Banerjee looks after the everyday health of children and adolescents, with a particular interest in how sleep, screens and school stress affect their mood. She is known for unhurried visits that leave room for the child to speak.',
    address: room(5),
    portrait: {
      skin: '#E0AC7E',
      hair: 'long',
      hairColour: '#241B16',
      attire: 'coat',
      accent: '#E07A3F',
    },
  },
  {
    name: 'Mr. Harpreet Singh',
    speciality: 'Psychologist',
    degree: 'MA Clinical Psychology, M.Phil Clinical Psychology, RCI registered',
    registrationNumber: 'RCI A30982',
    experience: 5,
    fees: 500,
    available: true,
    about:
      'Harpreet Singh is a clinical psychologist who works mostly with students and young professionals on stress, low mood, grief and relationship difficulties. Sessions are available in English, Hindi and Punjabi.',
    address: room(6),
    portrait: {
      skin: '#C98E62',
      hair: 'turban',
      hairColour: '#2E4A7D',
      attire: 'cardigan',
      accent: '#7A5BA6',
      beard: true,
    },
  },
  {
    name: 'Dr. Kavita Deshpande',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry), Fellowship in Geriatric Psychiatry',
    registrationNumber: 'KMC 22317',
    experience: 18,
    fees: 1500,
    available: true,
    about:
      'Dr. Kavita Deshpande is a geriatric psychiatrist. She assesses memory complaints, diagnoses and treats dementia and late-life depression, and supports the families who care for older relatives, including planning for the years ahead.',
    address: room(7),
    portrait: {
      skin: '#CF9A6C',
      hair: 'bun',
      hairColour: '#8C8C8C',
      attire: 'coat',
      accent: '#2F6F8F',
      glasses: true,
    },
  },
  {
    name: 'Dr. Farah Siddiqui',
    speciality: 'Pediatrician',
    degree: 'MBBS, MD (Paediatrics), Fellowship in Developmental Paediatrics',
    registrationNumber: 'KMC 52871',
    experience: 10,
    fees: 1000,
    available: true,
    about:
      'Dr. Farah Siddiqui assesses children with delayed speech, learning difficulties, autism spectrum disorder and ADHD, and coordinates speech, occupational and behavioural therapy so that families have one plan rather than many.',
    address: room(8),
    portrait: {
      skin: '#D8A47A',
      hair: 'covered',
      hairColour: '#3D5A80',
      attire: 'coat',
      accent: '#E07A3F',
    },
  },
  {
    name: 'Dr. Lakshmi Menon',
    speciality: 'Psychologist',
    degree: 'MSc Psychology, M.Phil Clinical Psychology, PhD, RCI registered',
    registrationNumber: 'RCI A18736',
    experience: 16,
    fees: 1400,
    available: true,
    about:
      'Dr. Lakshmi Menon is a child and adolescent psychologist. She carries out psycho-educational assessments for learning disabilities and offers play therapy, parent guidance and therapy for teenagers with anxiety, self-harm or school refusal.',
    address: room(9),
    portrait: {
      skin: '#A8693F',
      hair: 'long',
      hairColour: '#1A1412',
      attire: 'cardigan',
      accent: '#7A5BA6',
      glasses: true,
    },
  },
  {
    name: 'Dr. Sameer Qureshi',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry)',
    registrationNumber: 'KMC 27519',
    experience: 6,
    fees: 800,
    available: false,
    about:
      'Dr. Sameer Qureshi treats schizophrenia and other psychotic disorders and bipolar disorder, including early intervention after a first episode. He is on leave this month; his regular patients are seen by his colleagues.',
    address: room(10),
    portrait: {
      skin: '#C48A5C',
      hair: 'short',
      hairColour: '#1C1714',
      attire: 'coat',
      accent: '#2F6F8F',
      beard: true,
    },
  },
  {
    name: 'Dr. Nandini Rao',
    speciality: 'Psychiatrist',
    degree: 'MBBS, MD (Psychiatry), DM (Child and Adolescent Psychiatry)',
    registrationNumber: 'KMC 71204',
    experience: 11,
    fees: 1300,
    available: true,
    about:
      'Dr. Nandini Rao is a child and adolescent psychiatrist. She treats ADHD, anxiety, depression and eating disorders in young people, and works closely with parents and schools so that treatment fits the child’s whole day.',
    address: room(11),
    portrait: {
      skin: '#BF8052',
      hair: 'short-long',
      hairColour: '#201915',
      attire: 'coat',
      accent: '#2F6F8F',
    },
  },
  {
    name: 'Dr. Vikram Nair',
    speciality: 'Pediatrician',
    degree: 'MBBS, DCH, DNB (Paediatrics)',
    registrationNumber: 'KMC 40163',
    experience: 15,
    fees: 900,
    available: false,
    about:
      'Dr. Vikram Nair is a paediatrician with a special interest in childhood epilepsy and neurodevelopmental conditions. He is away on a teaching assignment and is not taking new appointments at present.',
    address: room(12),
    portrait: {
      skin: '#9C6440',
      hair: 'short',
      hairColour: '#171311',
      attire: 'coat',
      accent: '#E07A3F',
      beard: true,
    },
  },
  {
    name: 'Dr. Aditya Joshi',
    speciality: 'Psychologist',
    degree: 'M.Phil Clinical Psychology, PhD (Psychology), RCI registered',
    registrationNumber: 'RCI A27604',
    experience: 10,
    fees: 900,
    available: false,
    about:
      'Dr. Aditya Joshi offers individual, couples and family therapy, with a focus on depression, conflict at home and adjustment after major life changes. His appointments are full for the coming weeks.',
    address: room(13),
    portrait: {
      skin: '#D09A6E',
      hair: 'short',
      hairColour: '#2A221D',
      attire: 'cardigan',
      accent: '#7A5BA6',
      glasses: true,
    },
  },
  {
    name: 'Dr. Sunita Reddy',
    speciality: 'Pediatrician',
    degree: 'MBBS, MD (Paediatrics), DCH',
    registrationNumber: 'KMC 33840',
    experience: 20,
    fees: 800,
    available: true,
    about:
      'Dr. Sunita Reddy has cared for children for twenty years. She sees infants and toddlers for vaccinations, growth and development, and helps new parents with feeding, sleep and the worries of the first years.',
    address: room(14),
    portrait: {
      skin: '#B87A4E',
      hair: 'bun',
      hairColour: '#2A2220',
      attire: 'coat',
      accent: '#E07A3F',
    },
  },
];

export interface DemoBlog {
  title: string;
  author: string;
  /** Days before the seeding day that the post appeared. */
  daysAgo: number;
  content: string;
  media: { type: 'image'; theme: IllustrationTheme } | { type: 'video' };
}

const HELP =
  'If you or someone close to you is thinking about suicide or self-harm, please reach out now: call Tele-MANAS, the Government of India’s free mental-health helpline, on 14416 or 1-800-891-4416 (24 hours, in many Indian languages), or go to the nearest hospital emergency department.';

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'Box breathing: a short exercise for anxious moments',
    author: 'Dr. Priya Raghavan',
    daysAgo: 2,
    media: { type: 'video' },
    content: [
      'When anxiety rises, breathing becomes fast and shallow, and the body reads that as a sign of danger. Slowing the breath on purpose sends the opposite message. The short video with this post guides you through box breathing: breathe in for four counts, hold for four, breathe out for four and hold for four, following the circle as it grows and shrinks.',
      'Sit with both feet on the floor, or lie down if you prefer. Let your shoulders drop. Breathe in through the nose if you can, and out through the mouth as if through a straw. If holding the breath feels uncomfortable, skip the holds and simply make each out-breath a little longer than the in-breath.',
      'Practise once or twice a day when you are calm, so that the exercise is familiar when you need it. It will not remove the cause of anxiety, and it is not a replacement for treatment, but many people find it takes the edge off a panic attack or helps them fall asleep.',
      'If anxiety is stopping you from working, studying or meeting people, or if panic attacks keep returning, talk to a psychologist or psychiatrist. Anxiety disorders respond well to therapy such as CBT, and sometimes to medication.',
      HELP,
    ].join('\n\n'),
  },
  {
    title: 'When worry becomes too much: understanding anxiety disorders',
    author: 'Dr. Meera Iyer',
    daysAgo: 6,
    media: { type: 'image', theme: 'waves' },
    content: [
      'Everyone worries. Worry before an interview or a family function is normal and often useful. An anxiety disorder is different: the worry is out of proportion to the situation, it lasts for months, and it gets in the way of daily life.',
      'Common signs include constant restlessness or feeling on edge, tiredness, difficulty concentrating, irritability, muscle tension and trouble sleeping. Some people have sudden surges of intense fear, with a pounding heart, breathlessness, chest discomfort or a feeling of choking. These panic attacks are frightening, and many people first go to a cardiologist. It is always right to have chest pain checked; when the heart is found healthy, anxiety is worth considering.',
      'Anxiety disorders are among the most common mental-health conditions in India, and among the most treatable. Cognitive behavioural therapy teaches you to notice anxious thoughts, test them against the evidence and face feared situations step by step. Some people also benefit from medicines such as SSRIs, which are not habit-forming when taken as prescribed. Sleeping pills and tranquillisers bought without a prescription can make matters worse over time.',
      'Small daily habits help too: regular sleep, less caffeine, physical activity, and time with people you trust. None of this means you are weak. Asking for help early usually means recovering sooner.',
      HELP,
    ].join('\n\n'),
  },
  {
    title: 'Sleep and mood: small habits that make a big difference',
    author: 'Dr. Nandini Rao',
    daysAgo: 11,
    media: { type: 'image', theme: 'night' },
    content: [
      'Poor sleep and poor mood feed each other. A few bad nights make us irritable and anxious; low mood and worry then make it harder to fall asleep. Breaking the cycle often starts with sleep.',
      'Keep regular hours. Going to bed and, more importantly, getting up at the same time every day, including weekends, sets the body clock. Get daylight in the morning, even ten minutes on a balcony.',
      'Wind down. Put phones and laptops away at least thirty minutes before bed; the light and the scrolling both keep the brain alert. A warm bath, light reading or quiet music work better. Avoid tea, coffee and cola after mid-afternoon, and heavy meals late at night.',
      'If you cannot sleep, do not lie in bed tossing for hours. Get up, sit somewhere dim and do something calm until you feel sleepy, then return to bed. Over time the bed becomes linked with sleep again rather than with frustration.',
      'Teenagers need eight to ten hours, and exam season is when they get the least. Parents can help by keeping late-night study from becoming a habit.',
      'Speak to a doctor if poor sleep lasts more than a few weeks, if you snore loudly and wake unrefreshed, or if sleeplessness comes with low mood, racing thoughts or unusual energy. These can be signs of a condition that needs treatment.',
    ].join('\n\n'),
  },
  {
    title: 'Talking with children about their feelings',
    author: 'Dr. Lakshmi Menon',
    daysAgo: 17,
    media: { type: 'image', theme: 'kite' },
    content: [
      'Children feel sadness, fear, anger and jealousy as strongly as adults do, but they often do not have the words for them. A child who is worried may complain of a stomach ache before school; a child who is sad may become clingy or start wetting the bed again. Behaviour is often how feelings show.',
      'Name feelings together. "You look upset that your friend did not come to play" helps a child connect a word with what is happening inside. Books and stories are a gentle way to talk about feelings without putting the child on the spot.',
      'Listen before fixing. When a child shares something difficult, resist the urge to say "don’t worry" or "that is nothing". Instead, acknowledge it: "That sounds really hard." Children who feel heard are more likely to come back to you next time.',
      'Show that feelings are manageable. Children learn by watching. Saying "I felt angry in traffic, so I took some slow breaths" teaches more than any lecture.',
      'Seek help if a change in mood or behaviour lasts more than a few weeks, if the child stops enjoying things they used to love, talks about not wanting to live, or if school or friendships are suffering. A paediatrician or child psychologist can help you understand what is going on.',
    ].join('\n\n'),
  },
  {
    title: 'Exam stress: a guide for students and parents',
    author: 'Mr. Harpreet Singh',
    daysAgo: 24,
    media: { type: 'image', theme: 'sprout' },
    content: [
      'Board exams, entrance tests and competitive examinations carry enormous weight in India, and much of that weight lands on young shoulders. Some stress sharpens focus. Too much of it harms memory, sleep and health, and can tip into anxiety or depression.',
      'For students: break the syllabus into small daily goals and tick them off. Study in blocks of forty to fifty minutes with short breaks. Protect seven to eight hours of sleep; memories are consolidated while you sleep, so all-nighters cost more than they give. Eat regular meals, move your body every day, and keep some time for friends. Comparing your marks with others on social media rarely helps.',
      'For parents: your child needs to know that your love does not depend on a rank. Ask how they are, not only how the preparation is going. Avoid comparing them with siblings or cousins. Notice changes: withdrawal, not eating, sleeping too much or too little, irritability, or talk of being a burden.',
      'A single exam does not decide a life, even when it feels that way. If a young person seems overwhelmed or hopeless, talk to them directly and kindly, and contact a counsellor, psychologist or doctor.',
      HELP,
    ].join('\n\n'),
  },
  {
    title: 'Depression is not laziness: recognising the signs',
    author: 'Dr. Arjun Malhotra',
    daysAgo: 33,
    media: { type: 'image', theme: 'sunrise' },
    content: [
      'People living with depression are often told to "think positive" or "just try harder". Depression is not a lack of willpower. It is a medical condition that changes how the brain handles mood, energy, sleep and thinking.',
      'The signs to look out for, lasting most of the day for two weeks or more: persistent sadness or emptiness; losing interest in things that used to bring joy; tiredness that rest does not fix; changes in appetite or weight; sleeping much more or much less; difficulty concentrating or making decisions; feeling worthless or guilty; and thoughts of death or suicide. Many people in India first notice body aches, headaches or fatigue rather than sadness.',
      'Depression is treatable. Mild depression often improves with psychotherapy, regular activity and support. Moderate and severe depression usually respond to a combination of therapy and antidepressant medicine. Antidepressants are not addictive, but they take two to six weeks to work and should be stopped only with your doctor’s advice.',
      'If someone you love seems depressed, stay in touch, listen without judging, help them book an appointment, and ask directly about suicidal thoughts. Asking does not put the idea in their head; it often brings relief.',
      HELP,
    ].join('\n\n'),
  },
  {
    title: 'After the baby arrives: mental health for new mothers and families',
    author: 'Dr. Kavita Deshpande',
    daysAgo: 45,
    media: { type: 'image', theme: 'care' },
    content: [
      'The weeks after childbirth bring joy, but also exhaustion, a body that is healing and a great deal of advice from everyone. Up to four in five new mothers have the "baby blues": tearfulness, mood swings and anxiety in the first two weeks. This usually passes with rest and support.',
      'Postpartum depression is different. It lasts longer than two weeks and can begin any time in the first year. A mother may feel hopeless or numb, unable to enjoy her baby, guilty for not feeling the way she expected, or frightened by intrusive thoughts of harm coming to the baby. Fathers can become depressed after a birth too.',
      'Families can help a great deal. Take over night feeds or household tasks so the mother can sleep. Ask how she is feeling, and listen without dismissing what she says. Avoid remarks that add pressure about weight, breastfeeding or "coping".',
      'Postpartum depression is treatable with counselling and, when needed, medicines that are safe during breastfeeding. Seek help urgently if a mother talks of harming herself or the baby, seems confused, sees or hears things others do not, or has not slept at all for days: these can be signs of postpartum psychosis, a medical emergency.',
      HELP,
    ].join('\n\n'),
  },
];
