import type { ConditionContent } from '../types';

export const personalityDisorder: ConditionContent = {
  section: 'PersonalityDisorderTreatment',
  overview: [
    'Our personality is the way we usually think, feel and relate to other people. A personality disorder is diagnosed when long-standing patterns of thinking, feeling and behaving cause a lot of distress, or repeated difficulties in relationships, work and daily life. One of the most commonly recognised is emotionally unstable, or borderline, personality disorder.',
    'These conditions are often misunderstood. Many people with these diagnoses have lived through very hard experiences, and their ways of coping once helped them survive. Effective therapies exist, and for many people the difficulties ease a great deal over time.',
  ],
  symptoms: {
    intro: 'Every person is different. Some common experiences are:',
    groups: [
      {
        title: 'Emotions and relationships',
        items: [
          'Intense emotions that change quickly and are hard to calm',
          'A strong fear of being abandoned, and relationships that feel stormy',
          'An unstable sense of who you are',
          'Long-lasting feelings of emptiness',
          'Anger that is difficult to control',
        ],
      },
      {
        title: 'Coping and behaviour',
        items: [
          'Acting on impulse in ways that can cause harm, such as spending, substance use or binge eating',
          'Self-harm, or thoughts of ending your life, especially at times of crisis',
          'Feeling detached or unusually suspicious when under stress',
          'Other patterns for some people: avoiding others for fear of rejection, rigid perfectionism or deep difficulty trusting',
        ],
      },
    ],
  },
  causes: {
    intro: 'No one chooses to have a personality disorder. It usually develops from:',
    items: [
      'An inherited temperament, for example being emotionally sensitive',
      'Difficult experiences in childhood, such as abuse, neglect, loss or instability at home',
      'Growing up without enough support to learn how to manage strong feelings',
    ],
  },
  treatment: {
    intro:
      'Treatment is a partnership built on trust and consistency. We take time to understand you.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'Usually over more than one meeting, to understand your history, your strengths and what you want to change, and to recognise other conditions such as depression or anxiety.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Dialectical behaviour therapy (DBT) teaches skills for managing emotions, getting through crises, mindfulness and relationships. Other structured therapies, including CBT, can also help.',
      },
      {
        name: 'Medication where indicated',
        description:
          'No medicine treats a personality disorder itself, but medication may help with depression, anxiety or sleep problems that come with it. We prescribe carefully and review often.',
      },
      {
        name: 'Crisis and safety planning',
        description:
          'A plan, made with you in advance, for what to do and whom to contact when things feel overwhelming.',
      },
      {
        name: 'Family support',
        description:
          'Help for those close to you to understand, set kind boundaries and respond calmly in difficult moments.',
      },
      {
        name: 'Care for teenagers',
        description:
          'Early help for young people with intense emotions or self-harm, with parents involved.',
      },
    ],
  },
};
