import type { ConditionContent } from '../types';

export const depression: ConditionContent = {
  section: 'DepressionTreatment',
  overview: [
    'Depression is more than feeling sad for a few days. It is a common health condition in which low mood, loss of interest and other symptoms last for at least two weeks and affect work, study, relationships and looking after yourself.',
    'Anyone can become depressed. It is not a sign of weakness, and it is not something you can simply “snap out of”. Depression is treatable, and most people feel better with the right support. Asking for help is a strong first step.',
  ],
  symptoms: {
    intro: 'You may recognise several of these, most of the day, on most days:',
    groups: [
      {
        items: [
          'Feeling sad, empty, tearful or irritable',
          'Losing interest or pleasure in things you used to enjoy',
          'Low energy and tiredness, even after rest',
          'Sleeping much more or much less than usual',
          'Changes in appetite or weight',
          'Difficulty concentrating or making decisions',
          'Feeling worthless, hopeless or guilty',
          'Moving or speaking more slowly, or feeling unable to sit still',
          'Aches and pains without a clear physical cause',
          'Thoughts of death, of self-harm or of ending your life',
        ],
      },
    ],
    note: 'In children and teenagers, depression may show as irritability, refusing school, falling marks or withdrawing from friends. After childbirth, some mothers develop postnatal depression; it is common and treatable.',
  },
  causes: {
    intro:
      'Depression usually comes from a mix of causes, and sometimes there is no obvious reason at all:',
    items: [
      'Difficult life events: loss, relationship problems, job loss or money worries',
      'Long-term illness or pain',
      'Family history of depression',
      'Changes in brain chemistry and in the body’s stress response',
      'Hormonal changes, such as after childbirth, around menopause or with thyroid problems',
      'Loneliness and isolation',
      'Alcohol and drugs',
    ],
  },
  treatment: {
    intro:
      'Treatment depends on how severe the depression is and on what you prefer. We decide it together.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'We understand your symptoms, your circumstances and your safety, and check for physical causes such as thyroid problems or anaemia.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Talking therapies such as cognitive behavioural therapy (CBT), behavioural activation and interpersonal therapy help you change patterns of thinking and rebuild activity and connection.',
      },
      {
        name: 'Medication where indicated',
        description:
          'For moderate or severe depression, antidepressant medicines can help. They take a few weeks to work; we follow you closely and adjust them. Please do not stop them suddenly without talking to your doctor.',
      },
      {
        name: 'Safety planning',
        description:
          'If you have thoughts of ending your life, we make a written plan with you: warning signs, things that help, and who to call.',
      },
      {
        name: 'Family support',
        description:
          'Guidance for those close to you on how to help and how to look after themselves.',
      },
      {
        name: 'Care for children and teenagers',
        description:
          'Our psychiatrists and child specialists see young people with their parents, using therapy first and medication only where it is needed.',
      },
    ],
  },
};
