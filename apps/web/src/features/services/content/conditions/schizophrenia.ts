import type { ConditionContent } from '../types';

export const schizophrenia: ConditionContent = {
  section: 'SchizophreniaTreatment',
  overview: [
    'Schizophrenia is a mental illness that affects how a person thinks, perceives and experiences the world. It can involve psychosis, which means hearing, seeing or believing things that other people do not, along with changes in motivation, emotion and concentration. It most often begins between the late teens and early thirties.',
    'Schizophrenia is not a “split personality”, and people living with it are far more likely to be harmed by others than to harm anyone. It is treatable. With early and continued care, many people recover well, return to study or work and live independently. Support from family and a steady relationship with a care team make a real difference.',
  ],
  symptoms: {
    intro:
      'Symptoms usually develop over weeks or months, and the person may not see the changes themselves.',
    groups: [
      {
        title: 'Changes in perception and belief',
        items: [
          'Hearing voices or other sounds that others do not hear',
          'Strongly held beliefs that others do not share, such as being watched, followed or controlled',
          'Thinking or speech that becomes confused or hard to follow',
        ],
      },
      {
        title: 'Changes in energy, feeling and thinking',
        items: [
          'Losing motivation and withdrawing from friends and family',
          'Showing less emotion in the face or voice',
          'Difficulty concentrating, remembering or planning',
        ],
      },
      {
        title: 'Early warning signs',
        items: [
          'Sleeping very differently from usual',
          'A drop in performance at school, college or work',
          'Becoming unusually suspicious or anxious',
          'Spending much more time alone',
        ],
      },
    ],
  },
  causes: {
    intro:
      'Schizophrenia is not caused by anything the person or their family did. Research points to a mix of factors:',
    items: [
      'Genes: it is more common when a close relative has it',
      'Differences in brain development, some of which begin before birth',
      'Complications during pregnancy or birth',
      'Cannabis and other drugs, especially when used in the teenage years',
      'Severe or long-lasting stress, which can trigger a first episode in someone already at risk',
    ],
  },
  treatment: {
    intro:
      'Care works best when it starts early and continues steadily. We build it around your goals.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'A full assessment, including a physical health check and blood tests, to confirm the diagnosis and rule out other causes such as infections, thyroid problems or the effects of drugs.',
      },
      {
        name: 'Medication where indicated',
        description:
          'Antipsychotic medicines are the main treatment for psychosis. We start with low doses, watch for side effects such as weight gain or stiffness, and keep regular checks on your physical health.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Cognitive behavioural therapy (CBT) for psychosis helps you cope with voices and distressing beliefs, reduce stress and plan for setbacks.',
      },
      {
        name: 'Family support',
        description:
          'Family sessions explain the illness, improve communication and help everyone recognise early signs. Families who are involved lower the chance of relapse.',
      },
      {
        name: 'Recovery and daily life',
        description:
          'Help with routines, sleep, social confidence and returning to study or work, at a pace that suits you.',
      },
      {
        name: 'Care for young people',
        description:
          'When psychosis begins in the teenage years, our psychiatrists work with our child specialists and with parents from the first appointment.',
      },
    ],
  },
};
