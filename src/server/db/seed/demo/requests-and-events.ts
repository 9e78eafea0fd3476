// Access requests from people who are not members yet, and the Cultural Salons, dated from the day loaded.

type DemoAccessRequest = {
  firstName: string;
  lastName: string;
  state: 'pending' | 'approved' | 'expired';
  daysAgo: number;
};

// Each member with an account also has a signed-up request (write-content.ts): that is how they joined.
export const DEMO_ACCESS_REQUESTS: DemoAccessRequest[] = [
  { firstName: 'Beatriz', lastName: 'Costa', state: 'pending', daysAgo: 0.2 },
  { firstName: 'Hamza', lastName: 'Qureshi', state: 'pending', daysAgo: 1.5 },
  { firstName: 'Lucy', lastName: 'Fairbanks', state: 'pending', daysAgo: 3 },
  { firstName: 'Tariq', lastName: 'Williams', state: 'pending', daysAgo: 6 },
  { firstName: 'Ana', lastName: 'Lima', state: 'approved', daysAgo: 2 },
  { firstName: 'Declan', lastName: 'Murphy', state: 'approved', daysAgo: 4 },
  { firstName: 'Sakura', lastName: 'Ito', state: 'expired', daysAgo: 11 },
];

export type DemoEvent = { title: string; daysFromNow: number; speakers: string[]; location?: string; link?: boolean };

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Cultural Salon: Building a Franchise Brand Creators Love',
    daysFromNow: 9,
    speakers: ['Priya Raman', 'Daniel Whitfield'],
    location: 'Mercer Street Loft, New York',
    link: true,
  },
  {
    title: 'Cultural Salon: Hospitality After Dark',
    daysFromNow: 23,
    speakers: ['Grace Liu', 'Kwame Mensah', 'Ingrid Larsen'],
    location: 'Harbor & Vine, Miami',
    link: true,
  },
  {
    title: 'Cultural Salon: The Creator-Owned Business',
    daysFromNow: 37,
    speakers: ['Andre Jackson', 'Oluwaseun Adeyemi'],
    location: 'Online',
    link: true,
  },
  {
    title: 'Cultural Salon: Capital for Multi-Unit Operators',
    daysFromNow: 58,
    speakers: ['Jamal Carter', 'Elena Petrova', 'Mateo Alvarez'],
  },
  {
    title: 'Cultural Salon: Local Marketing at National Scale',
    daysFromNow: -12,
    speakers: ['Zoe Papadopoulos', 'Arjun Patel', 'Rahul Mehta'],
    location: 'The Reading Room, Chicago',
    link: true,
  },
  {
    title: 'Cultural Salon: From Newsletter to Media Company',
    daysFromNow: -33,
    speakers: ['Chloé Dubois', 'Mei Chen'],
    location: 'Online',
  },
  {
    title: 'Cultural Salon: Retail Brands and Social Commerce',
    daysFromNow: -61,
    speakers: ['Leah Abrams', 'Isabella Moreno', 'Kenji Watanabe'],
    location: 'Mercer Street Loft, New York',
    link: true,
  },
  {
    title: 'Cultural Salon: AI Tools for Franchise Operators',
    daysFromNow: -89,
    speakers: ['Rahul Mehta', 'Diego Santos'],
    location: 'Online',
  },
  {
    title: 'Cultural Salon: Talent, Contracts and the Creator Deal',
    daysFromNow: -124,
    speakers: ['Tomás Herrera', 'Naomi Goldberg'],
    location: 'Sunset Studios, Los Angeles',
  },
  {
    title: 'Cultural Salon: Opening Night',
    daysFromNow: -160,
    speakers: ['Amara Okafor'],
    location: 'Mercer Street Loft, New York',
    link: true,
  },
];
