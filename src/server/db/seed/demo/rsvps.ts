// Who answered each demo event: Going (some on the attendee list), Maybe, Not going, a waitlist on the
// full one, and check-ins at past ones. Names are demo members who had joined before they answered.

export type DemoEventAnswers = {
  title: string;
  /** Most members Going at once; the event is full when `going` reaches it. */
  capacity?: number;
  /** Going; a name ending in '*' also agreed to appear on the attendee list. */
  going: string[];
  maybe?: string[];
  notGoing?: string[];
  /** In the order they joined it: the first is promoted first. */
  waitlist?: string[];
  /** Past events only: the Going members an administrator did not check in. */
  noShows?: string[];
};

export const DEMO_EVENT_ANSWERS: DemoEventAnswers[] = [
  {
    title: 'Cultural Salon: Building a Franchise Brand Creators Love',
    capacity: 40,
    going: [
      'Daniel Whitfield*',
      'Sofia Rossi*',
      'Priya Raman*',
      'Amara Okafor*',
      'Kenji Watanabe*',
      'Mateo Alvarez',
      'Zoe Papadopoulos*',
      'Arjun Patel*',
      'Rachel Kim*',
      'Andre Jackson',
    ],
    maybe: ['Jamal Carter', 'Leah Abrams'],
    notGoing: ['Ethan Brooks'],
  },
  {
    title: 'Cultural Salon: Hospitality After Dark',
    capacity: 8,
    going: [
      'Grace Liu*',
      'Kwame Mensah*',
      'Ingrid Larsen*',
      'Fatima Al-Sayed*',
      'Rachel Kim',
      'Olivia Bennett*',
      'Mei Chen*',
      'Chloé Dubois',
    ],
    waitlist: ['Sofia Rossi', 'Isabella Moreno', 'Nia Robinson'],
  },
  {
    title: 'Cultural Salon: The Creator-Owned Business',
    going: ['Andre Jackson*', 'Oluwaseun Adeyemi*', 'Aisha Bello*', 'Mei Chen', 'Tomás Herrera*', 'Daniel Whitfield*'],
    maybe: ['Priya Raman'],
  },
  {
    title: 'Cultural Salon: Capital for Multi-Unit Operators',
    going: ['Jamal Carter*', 'Elena Petrova*', 'Mateo Alvarez*'],
    maybe: ['Diego Santos'],
  },
  {
    title: 'Cultural Salon: Local Marketing at National Scale',
    going: [
      'Zoe Papadopoulos*',
      'Arjun Patel*',
      'Rahul Mehta*',
      'Daniel Whitfield*',
      'Diego Santos',
      'Mateo Alvarez*',
      'Priya Raman*',
      'Nia Robinson',
      'Leah Abrams*',
      'Sofia Rossi*',
    ],
    notGoing: ['Grace Liu'],
    noShows: ['Diego Santos', 'Nia Robinson'],
  },
  {
    title: 'Cultural Salon: From Newsletter to Media Company',
    going: ['Chloé Dubois*', 'Mei Chen*', 'Amara Okafor*', 'Aisha Bello*', 'Kenji Watanabe', 'Isabella Moreno*'],
    noShows: ['Isabella Moreno'],
  },
  {
    title: 'Cultural Salon: Retail Brands and Social Commerce',
    going: ['Leah Abrams*', 'Isabella Moreno*', 'Kenji Watanabe*', 'Sofia Rossi*', 'Andre Jackson', 'Grace Liu*'],
    noShows: ['Andre Jackson'],
  },
  {
    title: 'Cultural Salon: AI Tools for Franchise Operators',
    going: ['Rahul Mehta*', 'Diego Santos*', 'Daniel Whitfield*', 'Ethan Brooks', 'Mateo Alvarez*'],
  },
];
