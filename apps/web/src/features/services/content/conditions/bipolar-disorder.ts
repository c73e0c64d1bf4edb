import type { ConditionContent } from '../types';

export const bipolarDisorder: ConditionContent = {
  section: 'BipolarDisorderTreatment',
  overview: [
    'Bipolar disorder is a long-term health condition in which mood, energy and activity change far more than the ordinary ups and downs of life. A person may have periods of depression, periods of unusually high or irritable mood (mania, or a milder form called hypomania), and stretches of steady mood in between. An episode can last days, weeks or months.',
    'Bipolar disorder is nobody’s fault, and it is not a weakness of character. It is common, it can be recognised, and it can be treated. With the right care, many people with bipolar disorder work, study, raise families and keep close relationships. The earlier the pattern is understood, the easier it becomes to notice warning signs and steady things before an episode grows.',
  ],
  symptoms: {
    intro:
      'Signs differ from person to person and from one episode to the next. You may notice some of these in yourself, or someone close to you may notice them first.',
    groups: [
      {
        title: 'During a high (mania or hypomania)',
        items: [
          'Feeling unusually cheerful, energetic, restless or irritable',
          'Needing much less sleep without feeling tired',
          'Racing thoughts, talking quickly, jumping from one idea to the next',
          'Feeling unusually confident or important',
          'Spending, driving, making plans or taking risks in ways that are out of character',
          'Being easily distracted and finding it hard to finish things',
        ],
      },
      {
        title: 'During a low (depression)',
        items: [
          'Sadness, emptiness or hopelessness that does not lift',
          'Losing interest in people and things you usually enjoy',
          'Tiredness, slowed thinking and trouble concentrating',
          'Sleeping or eating much more or much less than usual',
          'Feelings of guilt or worthlessness',
          'Thoughts of death or of ending your life',
        ],
      },
    ],
    note: 'Some people have high energy and low mood at the same time. In a severe episode, a person may hear or firmly believe things that others do not share. These experiences are part of the illness and they respond to treatment.',
  },
  causes: {
    intro: 'There is no single cause. Bipolar disorder usually comes from several things together:',
    items: [
      'Family history: it runs in some families, so genes play a part',
      'Differences in how the brain regulates mood, energy and sleep',
      'Major stress, loss or trauma, which can set off an episode',
      'Disrupted sleep, for example night shifts or long travel',
      'Alcohol and drugs, which can trigger episodes or make them worse',
      'Some medicines, such as an antidepressant taken on its own, which can tip some people into a high',
    ],
  },
  treatment: {
    intro:
      'Treatment aims to ease the current episode, keep mood steady over time and help you notice early warning signs. We plan it with you, and with your family if you wish.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'A careful conversation about your mood over the years, your sleep, your physical health and your family history, with blood tests where needed to rule out other causes such as thyroid problems.',
      },
      {
        name: 'Medication where indicated',
        description:
          'Mood stabilisers such as lithium, or certain antipsychotic medicines, chosen with you. We explain the expected benefits and side effects, arrange the blood tests some of them need and review the dose regularly.',
      },
      {
        name: 'Psychotherapy',
        description:
          'Psychoeducation and cognitive behavioural therapy (CBT) to understand your patterns, build steady routines, manage low mood and write a personal plan for early warning signs.',
      },
      {
        name: 'Family support',
        description:
          'Sessions that help relatives understand the illness, recognise early signs and respond calmly, which lowers conflict at home and the chance of relapse.',
      },
      {
        name: 'Care for teenagers',
        description:
          'When a young person’s mood swings are severe or worrying, our psychiatrists and child specialists assess together, with parents involved at every step.',
      },
    ],
    note: 'Bipolar disorder is usually a long-term condition, so care is ongoing. Many people stay well for long periods with regular follow-up.',
  },
};
