import type { ConditionContent } from '../types';

export const dementia: ConditionContent = {
  section: 'DementiaTreatment',
  overview: [
    'Dementia is a word for a group of conditions that cause a gradual decline in memory, thinking and the ability to manage everyday life. Alzheimer’s disease is the most common type; others include vascular dementia, Lewy body dementia and frontotemporal dementia.',
    'Dementia becomes more common with age, but it is not a normal part of growing old. Most types cannot yet be cured, yet an early diagnosis still matters: it allows treatable causes of memory problems to be found, symptoms to be eased, and the person to take part in planning their own future. Good support improves life for the person and for those who care for them.',
  ],
  symptoms: {
    intro: 'Early changes are often subtle and are usually noticed by family first.',
    groups: [
      {
        items: [
          'Forgetting recent events or conversations, and asking the same questions again',
          'Difficulty finding words or following a conversation',
          'Getting lost in familiar places, or confusion about the date or time',
          'Trouble with planning, money, cooking or other familiar tasks',
          'Changes in mood or personality: anxiety, low mood, withdrawal, irritability or suspicion',
          'Later, needing help with washing, dressing and eating',
        ],
      },
    ],
    note: 'Confusion that starts suddenly, over hours or days, is different: it may be delirium from an infection, dehydration or a medicine, and needs urgent medical care. Low mood, thyroid problems and a lack of vitamin B12 can also affect memory, and they can be treated.',
  },
  causes: {
    intro:
      'Dementia is caused by diseases that damage brain cells over time. Things that raise the risk include:',
    items: [
      'Age, and in some families, genes',
      'High blood pressure, diabetes and high cholesterol',
      'Smoking, heavy drinking and lack of physical activity',
      'Untreated hearing loss and social isolation',
      'Strokes and head injuries',
    ],
    note: 'Looking after the heart, staying active, treating hearing loss and keeping socially connected are good for the brain at any age.',
  },
  treatment: {
    intro: 'We care for the person and their family together, from the first worry onwards.',
    items: [
      {
        name: 'Memory assessment',
        description:
          'A gentle conversation with the person and a relative, memory and thinking tests, blood tests and, where needed, a referral for a brain scan, to understand what is happening and find any treatable cause.',
      },
      {
        name: 'Medication where indicated',
        description:
          'For some types of dementia, medicines such as donepezil, rivastigmine or memantine can help memory and daily functioning for a time. We also treat low mood, anxiety and sleep problems, and review existing medicines that may add to confusion.',
      },
      {
        name: 'Psychotherapy and activity',
        description:
          'Counselling after the diagnosis, and cognitive stimulation: structured activities that keep the mind engaged.',
      },
      {
        name: 'Family and caregiver support',
        description:
          'Caring for someone with dementia is demanding. We offer advice on communication, changes in behaviour and home safety, and counselling for carers’ own wellbeing.',
      },
      {
        name: 'Planning ahead',
        description:
          'Help to think through health, legal and financial decisions while the person can still take part in them.',
      },
    ],
  },
};
