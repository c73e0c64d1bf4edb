import type { ConditionContent } from '../types';

export const obsessiveCompulsiveDisorder: ConditionContent = {
  section: 'ObsessiveCompulsiveDisorderTreatment',
  overview: [
    'Obsessive-compulsive disorder (OCD) has two parts. Obsessions are unwanted thoughts, images or urges that keep coming back and cause strong anxiety or discomfort. Compulsions are actions or mental rituals a person feels driven to repeat to ease that feeling or to prevent something feared from happening.',
    'OCD is not about liking things neat. It can take up hours of the day and cause real distress, and people often know their fears are out of proportion yet still feel unable to stop. Unwanted thoughts in OCD do not say anything about who you are or what you want. OCD affects children and adults, and it responds well to treatment.',
  ],
  symptoms: {
    intro: 'OCD shows itself in many ways. Common patterns include:',
    groups: [
      {
        title: 'Obsessions',
        items: [
          'Fear of germs, dirt or illness',
          'Fear of causing harm by accident, or unwanted thoughts of harming someone you care about',
          'A need for things to be exact, even or “just right”',
          'Unwanted religious, sexual or violent thoughts that go against your values',
          'Persistent doubt, such as whether the door is locked or the stove is off',
        ],
      },
      {
        title: 'Compulsions',
        items: [
          'Washing or cleaning again and again',
          'Checking locks, switches or appliances many times',
          'Counting, repeating words or prayers, or arranging objects',
          'Asking others for reassurance over and over',
          'Going over thoughts in your mind to “cancel” them',
          'Avoiding places, people or objects that set off the fears',
        ],
      },
    ],
    note: 'Compulsions bring relief for a moment, but the relief fades and the fear returns, which is what keeps the cycle going.',
  },
  causes: {
    intro:
      'OCD is not caused by bad parenting or by a lack of willpower. Several things contribute:',
    items: [
      'Family history and genes',
      'Differences in brain circuits that deal with worry, doubt and habits',
      'Stressful life events, which can bring OCD on or make it worse',
      'The cycle itself: each compulsion teaches the brain that the fear was dangerous, so it comes back stronger',
    ],
  },
  treatment: {
    intro: 'The treatments that work best for OCD are well established, and we offer them here.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'We talk through your thoughts and rituals without judgement, measure how much they affect daily life and check for related difficulties such as depression or anxiety.',
      },
      {
        name: 'Exposure and response prevention (ERP)',
        description:
          'A form of cognitive behavioural therapy (CBT) in which you face feared situations step by step, at a pace you agree to, and practise not carrying out the ritual. Over time the anxiety settles on its own.',
      },
      {
        name: 'Medication where indicated',
        description:
          'SSRI medicines can reduce obsessions and compulsions, often together with ERP. We explain how long they take to work and review you regularly.',
      },
      {
        name: 'Family support',
        description:
          'Families often get drawn into rituals or reassurance out of love. We help relatives step back kindly, which makes therapy work better.',
      },
      {
        name: 'Care for children and teenagers',
        description:
          'ERP adapted for young people, with parents learning to coach their child through it. Our child specialists are involved where needed.',
      },
    ],
  },
};
