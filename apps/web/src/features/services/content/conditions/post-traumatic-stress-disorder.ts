import type { ConditionContent } from '../types';

export const postTraumaticStressDisorder: ConditionContent = {
  section: 'PTSDTreatment',
  overview: [
    'Post-traumatic stress disorder (PTSD) can develop after living through or witnessing a frightening or deeply distressing event, such as an accident, an assault, violence, abuse, a natural disaster, a sudden loss or a medical emergency.',
    'Strong reactions in the days and weeks after such an event are normal, and for many people they ease with time. When they last longer than a month and get in the way of life, it may be PTSD. PTSD is not a sign of weakness; it is the mind and body still reacting as if the danger were present. It can be treated, even many years after the event.',
  ],
  symptoms: {
    intro: 'Symptoms often fall into four groups:',
    groups: [
      {
        title: 'Reliving the event',
        items: [
          'Flashbacks, nightmares or unwanted memories',
          'Strong distress or physical reactions, such as sweating or a racing heart, when something brings it back',
        ],
      },
      {
        title: 'Avoiding reminders',
        items: ['Staying away from places, people, conversations or thoughts linked to the event'],
      },
      {
        title: 'Feeling on guard',
        items: [
          'Being easily startled, jumpy or always alert for danger',
          'Irritability, trouble sleeping and difficulty concentrating',
        ],
      },
      {
        title: 'Changes in thoughts and mood',
        items: [
          'Guilt, shame or blaming yourself',
          'Feeling numb, detached or cut off from others',
          'Losing interest in things that mattered before',
        ],
      },
    ],
    note: 'Children may re-enact the event in play, become clingy, wet the bed again or develop new fears. After repeated or long-lasting trauma, some people develop complex PTSD, with deeper difficulties in managing emotions and relationships.',
  },
  causes: {
    intro:
      'PTSD is a response to trauma. Not everyone who lives through trauma develops it, and that is not a matter of strength of character. The risk is higher with:',
    items: [
      'Trauma that is repeated, long-lasting or caused deliberately by another person',
      'Earlier traumatic experiences, including in childhood',
      'Little support from others afterwards',
      'Ongoing stress, such as losing a home or a job',
      'Existing anxiety or depression',
    ],
  },
  treatment: {
    intro:
      'Therapy for PTSD moves at your pace. You do not need to share details before you are ready.',
    items: [
      {
        name: 'Psychiatric assessment',
        description:
          'A careful, unhurried conversation about how you are now, your safety, your sleep and any other difficulties such as low mood or alcohol use.',
      },
      {
        name: 'Trauma-focused psychotherapy',
        description:
          'Trauma-focused cognitive behavioural therapy (CBT) helps you process the memory so that it loses its power, and change painful beliefs about yourself and the world.',
      },
      {
        name: 'Medication where indicated',
        description:
          'Some antidepressant medicines (SSRIs) can reduce symptoms, and short-term help for sleep may be offered alongside therapy.',
      },
      {
        name: 'Safety and practical support',
        description:
          'If you are still in an unsafe situation, such as violence at home, we help you think through steps to be safe first.',
      },
      {
        name: 'Family support',
        description:
          'Help for partners and families to understand trauma reactions and support recovery.',
      },
      {
        name: 'Care for children and teenagers',
        description:
          'Trauma-focused CBT adapted for young people, with parents or caregivers as part of the work, alongside our child specialists.',
      },
    ],
  },
};
