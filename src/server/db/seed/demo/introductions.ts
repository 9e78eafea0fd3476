// Introductions between demo members, in every state the organisers count: accepted, open (waiting for
// the other member), set aside ('Not now') and run out. A recent joiner's first introduction feeds the
// joining funnel; the two members who can sign in have some of each to see.

export type DemoIntroduction = {
  from: string;
  to: string;
  daysAgo: number;
  state: 'accepted' | 'pending' | 'declined' | 'expired';
  /** Accepted or declined: how many days after it was sent. */
  answeredAfterDays?: number;
  note?: string;
};

export const DEMO_INTRODUCTIONS: DemoIntroduction[] = [
  {
    from: 'Daniel Whitfield',
    to: 'Mateo Alvarez',
    daysAgo: 1.2,
    state: 'accepted',
    answeredAfterDays: 0.8,
    note: 'I would love to hear how you keep your general managers.',
  },
  { from: 'Mateo Alvarez', to: 'Jamal Carter', daysAgo: 3, state: 'accepted', answeredAfterDays: 1 },
  {
    from: 'Kenji Watanabe',
    to: 'Isabella Moreno',
    daysAgo: 5,
    state: 'accepted',
    answeredAfterDays: 0.4,
    note: 'Comparing notes on retail media?',
  },
  { from: 'Priya Raman', to: 'Grace Liu', daysAgo: 9, state: 'accepted', answeredAfterDays: 1 },
  {
    from: 'Sofia Rossi',
    to: 'Leah Abrams',
    daysAgo: 14,
    state: 'accepted',
    answeredAfterDays: 1.5,
    note: 'Thank you for looking at our samples.',
  },
  { from: 'Arjun Patel', to: 'Daniel Whitfield', daysAgo: 20, state: 'accepted', answeredAfterDays: 0.6 },
  { from: 'Andre Jackson', to: 'Aisha Bello', daysAgo: 25, state: 'accepted', answeredAfterDays: 2 },
  { from: 'Zoe Papadopoulos', to: 'Amara Okafor', daysAgo: 40, state: 'accepted', answeredAfterDays: 1.5 },
  {
    from: 'Rachel Kim',
    to: 'Kwame Mensah',
    daysAgo: 0.5,
    state: 'pending',
    note: 'Creator-led launch content for your next opening?',
  },
  { from: 'Olivia Bennett', to: 'Chloé Dubois', daysAgo: 1, state: 'pending' },
  { from: 'Nia Robinson', to: 'Grace Liu', daysAgo: 2, state: 'pending' },
  { from: 'Amara Okafor', to: 'Sofia Rossi', daysAgo: 3, state: 'pending', note: 'A video series about the family recipe?' },
  { from: 'Ethan Brooks', to: 'Daniel Whitfield', daysAgo: 4, state: 'pending' },
  { from: 'Diego Santos', to: 'Elena Petrova', daysAgo: 6, state: 'declined', answeredAfterDays: 1 },
  { from: 'Tomás Herrera', to: 'Jamal Carter', daysAgo: 12, state: 'declined', answeredAfterDays: 2 },
  { from: 'Fatima Al-Sayed', to: 'Rahul Mehta', daysAgo: 45, state: 'expired' },
];
