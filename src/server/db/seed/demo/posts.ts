// The newsletters (posts) and the spotlight carousel of the demo content.

type DemoPost = {
  title: string;
  description: string;
  paragraphs: string[];
  tags: string[];
  daysAgo: number;
  image: string | null;
};

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'What Franchise Brands Can Learn from Creators',
    description: 'Creators build trust one post at a time. Franchise systems can borrow the habit, location by location.',
    paragraphs: [
      'A creator with 200,000 followers and a franchise brand with 200 locations have more in common than either thinks. Both depend on trust that is earned locally and lost nationally.',
      'At our last salon, members compared how creators keep a consistent voice while letting each post feel personal. The parallel with franchisees posting for their own location was hard to miss.',
      'Three ideas came up again and again: give local operators a shared voice guide rather than fixed templates, feature real staff instead of stock photography, and measure conversations, not only reach.',
      'Several members are now piloting creator-style playbooks with a handful of franchisees each. We will report back on what worked in a future issue.',
    ],
    tags: ['Franchise', 'Creator Economy', 'Marketing'],
    daysAgo: 6,
    image: '/demo/post-1.svg',
  },
  {
    title: 'Notes from the Salon: Local Marketing at National Scale',
    description: 'What we heard from Zoe Papadopoulos, Arjun Patel and Rahul Mehta about marketing hundreds of locations.',
    paragraphs: [
      'Our latest Cultural Salon brought together a brand strategist, an area developer and a software founder to talk about a shared headache: marketing hundreds of locations that each serve a different neighborhood.',
      'Zoe opened with positioning. A brand that stands for something specific gives every location a story to tell; a vague brand leaves franchisees guessing.',
      'Arjun described how his dental offices partner with schools and youth sports leagues, and why those relationships outperform paid search in new markets.',
      'Rahul closed with data: the locations that posted weekly saw steadier bookings than those that spent more on ads but posted rarely.',
    ],
    tags: ['Cultural Salon', 'Franchise', 'Local Marketing'],
    daysAgo: 10,
    image: '/demo/post-2.svg',
  },
  {
    title: 'The Hospitality Playbook for Shareable Moments',
    description: 'Hotels and restaurants are designing for the camera. Here is how members do it without losing the guest.',
    paragraphs: [
      'Every hotel lobby and restaurant table is now a set. The question members keep asking is how to design for sharing without turning a stay into a photo shoot.',
      'Grace Liu’s team at Fernway Hotels starts with one signature moment per property, something small and surprising, and lets guests discover it.',
      'Kwame Mensah sees the same pattern in private dinners: the moment people share is rarely the one the brand planned, so leave room for it.',
      'The takeaway: invest in the experience first. The content follows.',
    ],
    tags: ['Hospitality', 'Guest Experience'],
    daysAgo: 27,
    image: '/demo/post-3.svg',
  },
  {
    title: 'Five Questions Members Asked This Month',
    description: 'From hiring general managers to pricing sponsorships: a look at what members brought to Ask.',
    paragraphs: [
      'Ask is where members bring the questions they cannot easily ask anywhere else. Here are five from this month, shared with permission.',
      'How do you find general managers who stay? Multi-unit operators pointed to clear promotion paths and profit sharing at the unit level.',
      'How should a podcast price bundled sponsorships? Members who sell audio, video and newsletter inventory together suggested pricing the bundle on outcomes, not impressions.',
      'Which grocery buyers take chances on emerging brands? We made two introductions, and samples are on their way.',
      'Where do franchise leads really come from? Referrals from existing franchisees still beat every portal.',
    ],
    tags: ['Ask', 'Community'],
    daysAgo: 48,
    image: '/demo/post-4.svg',
  },
  {
    title: 'Capital, Creators and the Next Multi-Unit Wave',
    description: 'Investors in the network explain why creator-led brands and franchised services are converging.',
    paragraphs: [
      'Investors in the network see two markets moving toward each other: creators launching physical products and services, and franchise systems looking for brands with built-in audiences.',
      'Elena Petrova described the diligence her fund now does on audience quality, not just follower counts.',
      'Oluwaseun Adeyemi explained how revenue-based financing lets creators open their first locations without giving up equity.',
      'Both agreed that the operators who learn to work with creators early will have an advantage when those brands start to franchise.',
    ],
    tags: ['Finance', 'Creator Economy', 'Franchise'],
    daysAgo: 79,
    image: '/demo/post-5.svg',
  },
  {
    title: 'Welcome to the Network',
    description: 'Why we started a private network for franchise, media and creator-economy professionals.',
    paragraphs: [
      'This network started with a simple observation: the people building franchise systems, media companies and creator businesses are solving the same problems, but rarely in the same room.',
      'Membership is private and by invitation. Members ask questions of the group, meet at our Cultural Salons and read this newsletter.',
      'We are glad you are here. Start by asking the group something you have been wondering about.',
    ],
    tags: ['Community'],
    daysAgo: 150,
    image: null,
  },
];

type DemoSpotlight = { title: string; link: string | null };

export const DEMO_SPOTLIGHT: DemoSpotlight[] = [
  {
    title: 'Upcoming Cultural Salon: Building a Franchise Brand Creators Love',
    link: 'https://example.com/salons/building-a-franchise-brand-creators-love',
  },
  { title: 'Member spotlight: Amara Okafor on building Lumen House Media', link: 'https://example.com/spotlight/amara-okafor' },
  {
    title: 'In the newsletter: the hospitality playbook for shareable moments',
    link: 'https://example.com/newsletters/the-hospitality-playbook-for-shareable-moments',
  },
  { title: 'Welcome to our newest members', link: null },
];
