import type { ConditionContent } from '../types';

export const anxietyDisorder: ConditionContent = {
  section: 'AnxietyDisorderTreatment',
  overview: [
    'Everyone feels anxious at times; it is the body’s natural response to danger or pressure. An anxiety disorder is when worry or fear becomes so strong, or lasts so long, that it gets in the way of daily life, even when there is no clear threat.',
    'Anxiety disorders include generalised anxiety disorder (constant worry about many things), panic disorder (repeated panic attacks), social anxiety (intense fear of being judged), phobias (fear of particular things or situations) and, in children, separation anxiety. They are among the most common mental health conditions, and also among the most treatable.',
  ],
  symptoms: {
    intro: 'Anxiety affects both the mind and the body. You might notice:',
    groups: [
      {
        title: 'In your thoughts and feelings',
        items: [
          'Worry that is hard to control and keeps returning',
          'Feeling restless, tense or on edge',
          'Irritability and trouble concentrating',
          'Dreading situations, or avoiding them altogether',
        ],
      },
      {
        title: 'In your body',
        items: [
          'A racing or pounding heart, fast breathing or breathlessness',
          'Muscle tension, headaches or stomach upsets',
          'Tiredness and trouble falling or staying asleep',
          'Panic attacks: sudden, intense fear with chest tightness, dizziness, trembling or a feeling of losing control',
        ],
      },
    ],
    note: 'Chest pain, breathlessness and a racing heart can also have physical causes. If you have them for the first time, please see a doctor; we check physical health as part of our assessment.',
  },
  causes: {
    intro: 'Anxiety usually builds from several things together:',
    items: [
      'Temperament and family history',
      'Stressful or traumatic experiences, now or in the past',
      'Long-term pressure from work, studies, money, family or health',
      'Physical conditions such as an overactive thyroid',
      'Caffeine, alcohol, some drugs and some medicines',
      'Other conditions, such as depression, that often come together with anxiety',
    ],
  },
  treatment: {
    intro: 'Most people with anxiety improve with treatment, often within a few months.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'We understand what kind of anxiety you have, what keeps it going, and whether any physical cause needs to be checked.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Cognitive behavioural therapy (CBT) is the best-studied treatment. It teaches you to notice anxious thinking, face feared situations gradually and calm your body with breathing and relaxation skills.',
      },
      {
        name: 'Medication where indicated',
        description:
          'Some antidepressant medicines (SSRIs and SNRIs) reduce anxiety over several weeks. We avoid long-term use of sleeping pills and sedatives because they can cause dependence.',
      },
      {
        name: 'Family support',
        description:
          'Help for relatives to support you without, out of love, making avoidance easier.',
      },
      {
        name: 'Care for children and teenagers',
        description:
          'CBT adapted for young people, with parents involved, and our child specialists for school worries, separation anxiety and physical symptoms such as tummy aches.',
      },
    ],
  },
};
