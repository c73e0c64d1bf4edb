import type { ConditionContent } from '../types';

export const adhd: ConditionContent = {
  section: 'ADHDTreatment',
  overview: [
    'Attention deficit hyperactivity disorder (ADHD) is a neurodevelopmental condition that affects attention, activity levels and impulse control. It begins in childhood and often continues into adult life, though it can look different as a person grows up.',
    'ADHD is not caused by laziness, a lack of discipline or poor parenting. Many children and adults with ADHD are curious, creative and full of energy. With understanding at home and at school or work, practical strategies and, for some, medication, people with ADHD do well.',
  ],
  symptoms: {
    intro:
      'For a diagnosis of ADHD, these signs need to be present for at least six months, in more than one setting (for example at home and at school), and to cause real difficulties.',
    groups: [
      {
        title: 'Inattention',
        items: [
          'Difficulty keeping attention on tasks or play',
          'Making careless mistakes and seeming not to listen',
          'Losing things and forgetting daily tasks',
          'Trouble organising work and finishing what was started',
          'Avoiding tasks that need long mental effort, such as homework',
        ],
      },
      {
        title: 'Hyperactivity and impulsivity',
        items: [
          'Fidgeting, squirming or finding it hard to stay seated',
          'Running or climbing when it is not appropriate; in adults, an inner restlessness',
          'Talking a lot and interrupting others',
          'Finding it very hard to wait for a turn',
          'Acting quickly without thinking about what may follow',
        ],
      },
    ],
    note: 'In adults, ADHD often shows as trouble with time, unfinished projects, forgetfulness and hasty decisions. Many adults were never assessed as children.',
  },
  causes: {
    intro: 'ADHD comes mostly from the way the brain develops:',
    items: [
      'Genes: ADHD often runs in families',
      'Differences in the development of brain networks for attention and self-control',
      'Being born early or with a low birth weight',
      'Exposure to alcohol or tobacco before birth',
    ],
    note: 'Sugar, screens and parenting style do not cause ADHD, although a calm routine can make the signs easier to manage.',
  },
  treatment: {
    intro:
      'We look at the whole child or adult and their surroundings, and we include parents and teachers wherever it helps.',
    items: [
      {
        name: 'Assessment',
        description:
          'A detailed history from the family and, with permission, the school, standard rating scales, and checks for things that can look like ADHD, such as hearing or sleep problems and learning difficulties.',
      },
      {
        name: 'Paediatric care',
        description:
          'For children, our child specialists lead the assessment and follow-up, including growth, sleep and general health.',
      },
      {
        name: 'Parent training and behavioural support',
        description:
          'Practical, positive strategies for home. For young children this is usually the first step of treatment.',
      },
      {
        name: 'Medication where indicated',
        description:
          'For school-age children, teenagers and adults whose daily life is strongly affected, stimulant or non-stimulant medicines can help a great deal. We monitor appetite, sleep, growth, heart rate and blood pressure.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Cognitive behavioural therapy (CBT) and coaching for teenagers and adults, to build skills for organisation, time and emotions.',
      },
      {
        name: 'School and work support',
        description:
          'Guidance and letters that help teachers or employers make simple adjustments.',
      },
    ],
  },
};
