import type { ConditionContent } from '../types';

export const autismSpectrumDisorder: ConditionContent = {
  section: 'ASDTreatment',
  overview: [
    'Autism, or autism spectrum disorder (ASD), is a lifelong difference in how a person communicates, relates to others and experiences the world around them. It is called a spectrum because every autistic person has their own mix of strengths and needs: some need a lot of daily support, others very little.',
    'Autism is not an illness to be cured, and it is not caused by parenting or by vaccines. Our aim is to understand each person’s profile, support their development and wellbeing, and help families and schools make everyday life work better for them. An early assessment opens the door to support, but it is never too late to seek one.',
  ],
  symptoms: {
    intro:
      'Signs often appear in the first two or three years of life, though some are only noticed later, at school or in adulthood.',
    groups: [
      {
        title: 'Communication and social interaction',
        items: [
          'Speaking late, not speaking, or using language in unusual ways',
          'Not responding to their name by around the first birthday',
          'Less eye contact, and difficulty reading faces, gestures and unspoken rules',
          'Finding back-and-forth conversation or pretend play hard',
        ],
      },
      {
        title: 'Behaviour, interests and senses',
        items: [
          'Repeated movements such as hand-flapping or rocking',
          'A strong need for routine and distress at sudden changes',
          'Deep, focused interests in particular topics',
          'Being over- or under-sensitive to sounds, lights, textures, smells or tastes',
        ],
      },
    ],
    note: 'Girls and adults often learn to hide their difficulties, which can be exhausting. If a child loses words or skills they already had, at any age, please have them checked promptly.',
  },
  causes: {
    intro: 'Autism comes from differences in how the brain develops, mostly shaped by genes:',
    items: [
      'Genes: autism often runs in families',
      'Differences in brain development that begin before birth',
      'Being born very early',
      'Older age of parents, which slightly raises the likelihood',
    ],
    note: 'Vaccines do not cause autism, and neither does the way a child is raised.',
  },
  treatment: {
    intro:
      'Support is shaped around the person, not around the label. We work closely with families.',
    items: [
      {
        name: 'Developmental assessment',
        description:
          'Our child specialists and psychologists observe, play and talk with your child and with you, using standard tools, and check hearing, development and general health.',
      },
      {
        name: 'Paediatric care',
        description:
          'Ongoing follow-up of growth, sleep, eating and general health, which can be affected in autistic children.',
      },
      {
        name: 'Early intervention and parent coaching',
        description:
          'Practical ways to encourage communication, play and independence at home, and guidance towards speech and occupational therapy where helpful.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Adapted cognitive behavioural therapy (CBT) for the anxiety, low mood or stress that many autistic children and adults experience.',
      },
      {
        name: 'Medication where indicated',
        description:
          'There is no medicine for autism itself. Medication may help with conditions that often come alongside it, such as ADHD, anxiety, sleep problems or severe distress, and is always reviewed closely.',
      },
      {
        name: 'Family and school support',
        description:
          'Time for parents and siblings, and guidance that helps teachers adjust the classroom.',
      },
    ],
  },
};
