// Demo content for `npm run db:seed`: believable members, Ask entries in every state, access requests,
// Cultural Salons, posts and the spotlight, so every screen has something to show. The content is fixed;
// dates are relative to `now`, and the little spread in them comes from a seeded generator, so two runs
// at the same moment write the same rows (except the one-time link tokens, which are always random).
// Two members get sign-in accounts, so a newcomer can see the member side at once: their passwords are
// generated on every run and answered once, never written in the code or kept anywhere but as a hash.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DemoContentCounts, DemoSignIn } from '../../../common/contracts/setup';
import { createCredentialAccount, hashPassword } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../client';
import {
  attendeeInterests,
  attendees,
  attendeeSummaries,
  bannedUsers,
  conversations,
  events,
  accessRequests,
  posts,
  sidebarUrls,
  spotlightCarousel,
  type QuestionAndAnswer,
  users,
} from '../schema';

export type SeedOptions = { force: boolean; now: Date };
/** What was added, and the demo members' sign-ins: shown once, nowhere kept in the clear. */
export type SeedResult = DemoContentCounts & { signIns: DemoSignIn[] };

/** The database is not empty and the caller did not ask to add the demo content anyway. */
export class SeedRefusedError extends Error {}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------------
// Content

export const ASK_QUESTIONS = {
  hiring: 'Do you have hiring needs?',
  connect: 'Who do you want to connect with?',
  problem: 'What problem do you need to solve?',
  learn: 'What do you want to learn about?',
  general: 'General questions, ideas, thoughts?',
} as const;

type Interest = [name: string, category: string];

type DemoMember = {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: string;
  interests: Interest[];
  summary: string;
  onboarded?: false;
  archived?: true;
  banned?: true;
  neverLoggedIn?: true;
  /** Gets a password account: onboarded, active members with answered Ask entries to read. */
  demoSignIn?: true;
};

// Oldest member first: created_at runs from about a year ago to last week in this order.
export const DEMO_MEMBERS: DemoMember[] = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    company: 'Lumen House Media',
    jobTitle: 'Founder & CEO',
    industry: 'Media',
    interests: [
      ['Audience development', 'Growth'],
      ['Brand partnerships', 'Marketing'],
      ['Fundraising', 'Finance'],
    ],
    summary:
      'Built Lumen House from a two-person newsletter into a studio producing video series for consumer brands. Interested in where media companies and franchise systems can share audiences.',
  },
  {
    firstName: 'Daniel',
    lastName: 'Whitfield',
    company: 'Crestline Brands',
    jobTitle: 'VP of Franchise Development',
    industry: 'Franchise',
    interests: [
      ['Franchise sales', 'Growth'],
      ['Lead qualification', 'Operations'],
      ['Territory planning', 'Operations'],
    ],
    summary:
      'Has awarded more than 300 franchise units across fitness and home-services brands. Focused on finding franchisees who stay for the long term.',
    demoSignIn: true,
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    company: 'Tandem Studios',
    jobTitle: 'Head of Creator Partnerships',
    industry: 'Creator Economy',
    interests: [
      ['Creator campaigns', 'Marketing'],
      ['Local marketing', 'Marketing'],
      ['Talent management', 'Content'],
    ],
    summary:
      'Matches mid-size creators with consumer brands for always-on campaigns. Previously ran influencer programs for a national restaurant chain.',
  },
  {
    firstName: 'Mateo',
    lastName: 'Alvarez',
    company: 'Alvarez Restaurant Group',
    jobTitle: 'Multi-Unit Franchisee',
    industry: 'Franchise',
    interests: [
      ['Multi-unit operations', 'Operations'],
      ['Hiring and retention', 'Leadership'],
      ['Real estate', 'Finance'],
    ],
    summary:
      'Operates 18 quick-service restaurants across Texas and Oklahoma under two franchise brands. Known for keeping general managers for years, not months.',
  },
  {
    firstName: 'Grace',
    lastName: 'Liu',
    company: 'Fernway Hotels',
    jobTitle: 'Chief Marketing Officer',
    industry: 'Hospitality',
    interests: [
      ['Loyalty programs', 'Marketing'],
      ['Guest experience', 'Hospitality'],
      ['Brand storytelling', 'Content'],
    ],
    summary:
      'Leads marketing for a collection of 40 boutique hotels. Rebuilt the loyalty program around experiences rather than points.',
  },
  {
    firstName: 'Jamal',
    lastName: 'Carter',
    company: 'Northgate Capital',
    jobTitle: 'Managing Partner',
    industry: 'Finance',
    interests: [
      ['Growth equity', 'Finance'],
      ['Franchise M&A', 'Finance'],
      ['Consumer brands', 'Growth'],
    ],
    summary: 'Invests in emerging franchise brands and multi-unit operators. Sits on the boards of four consumer companies.',
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    company: 'Casa Verde Foods',
    jobTitle: 'Brand Director',
    industry: 'Retail Brands',
    interests: [
      ['Retail distribution', 'Growth'],
      ['Packaging design', 'Content'],
    ],
    summary:
      'Took a family pasta-sauce recipe into 2,000 grocery doors. Now working on the brand’s first direct-to-consumer line.',
    demoSignIn: true,
  },
  {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    company: 'Loop Commerce',
    jobTitle: 'Product Lead',
    industry: 'Technology',
    interests: [
      ['Social commerce', 'Technology'],
      ['Creator storefronts', 'Technology'],
      ['Conversion design', 'Growth'],
    ],
    summary:
      'Builds shoppable video tools used by creators and retail brands. Previously a product manager on a large marketplace.',
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    company: 'Signal & Story',
    jobTitle: 'Podcast Host & Producer',
    industry: 'Creator Economy',
    interests: [
      ['Podcast sponsorships', 'Finance'],
      ['Audio storytelling', 'Content'],
      ['Community building', 'Growth'],
    ],
    summary: 'Hosts a weekly business podcast with 120,000 listeners and produces branded audio series for agencies.',
  },
  {
    firstName: 'Liam',
    lastName: 'O’Connor',
    company: 'FitForge Franchising',
    jobTitle: 'Director of Operations',
    industry: 'Franchise',
    interests: [
      ['Franchisee training', 'Operations'],
      ['Unit economics', 'Finance'],
    ],
    summary: 'Runs operations for a boutique-fitness franchise with 90 studios. Built its training academy from scratch.',
    archived: true,
  },
  {
    firstName: 'Hannah',
    lastName: 'Schmidt',
    company: 'Parcel & Pine',
    jobTitle: 'Head of Growth',
    industry: 'Retail Brands',
    interests: [
      ['Lifecycle marketing', 'Marketing'],
      ['Subscription models', 'Growth'],
      ['Retention analytics', 'Technology'],
    ],
    summary:
      'Grew a home-goods subscription brand from 5,000 to 60,000 subscribers. Writes often about retention over acquisition.',
    archived: true,
  },
  {
    firstName: 'Marcus',
    lastName: 'Thompson',
    company: 'Thompson Creative',
    jobTitle: 'Founder & Creative Director',
    industry: 'Marketing',
    interests: [
      ['Brand identity', 'Content'],
      ['Campaign strategy', 'Marketing'],
    ],
    summary: 'Independent creative agency founder working with restaurant and hospitality brands on launches and rebrands.',
    banned: true,
  },
  {
    firstName: 'Elena',
    lastName: 'Petrova',
    company: 'Meridian Growth Partners',
    jobTitle: 'Investment Director',
    industry: 'Finance',
    interests: [
      ['Consumer investing', 'Finance'],
      ['Creator-led brands', 'Growth'],
      ['Due diligence', 'Finance'],
    ],
    summary: 'Leads consumer investments at a growth fund, with a thesis on creator-led brands and franchised services.',
  },
  {
    firstName: 'Rahul',
    lastName: 'Mehta',
    company: 'FranchiseOS',
    jobTitle: 'Chief Technology Officer',
    industry: 'Technology',
    interests: [
      ['AI for operations', 'Technology'],
      ['Local marketing automation', 'Marketing'],
      ['Data platforms', 'Technology'],
    ],
    summary: 'Co-founded a software platform that runs local marketing and reporting for 4,000 franchise locations.',
  },
  {
    firstName: 'Chloé',
    lastName: 'Dubois',
    company: 'Atelier Weekly',
    jobTitle: 'Editor-in-Chief',
    industry: 'Media',
    interests: [
      ['Newsletters', 'Content'],
      ['Editorial strategy', 'Content'],
      ['Paid subscriptions', 'Finance'],
    ],
    summary:
      'Runs an independent design and culture publication read in 80 countries. Turned a free newsletter into a paid membership.',
  },
  {
    firstName: 'Tomás',
    lastName: 'Herrera',
    company: 'Brightline Talent',
    jobTitle: 'Talent Manager',
    industry: 'Creator Economy',
    interests: [
      ['Creator contracts', 'Leadership'],
      ['Brand deals', 'Marketing'],
      ['Bilingual audiences', 'Content'],
    ],
    summary:
      'Represents fifteen Spanish- and English-language creators in food, travel and lifestyle. Negotiates long-term brand ambassadorships.',
  },
  {
    firstName: 'Naomi',
    lastName: 'Goldberg',
    company: 'Keystone Franchise Law',
    jobTitle: 'Partner',
    industry: 'Professional Services',
    interests: [
      ['Franchise disclosure', 'Operations'],
      ['Influencer regulation', 'Marketing'],
    ],
    summary:
      'Franchise attorney who has guided more than 60 brands through their first disclosure documents. Speaks often on creator deal terms.',
  },
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    company: 'Harbor & Vine Hospitality',
    jobTitle: 'VP of Partnerships',
    industry: 'Hospitality',
    interests: [
      ['Event venues', 'Hospitality'],
      ['Co-branded experiences', 'Marketing'],
      ['Food and beverage', 'Hospitality'],
    ],
    summary:
      'Builds partnerships for a group of waterfront restaurants and event spaces. Hosts brand activations several times a month.',
  },
  {
    firstName: 'Isabella',
    lastName: 'Moreno',
    company: 'Bloom Beauty Co.',
    jobTitle: 'Social Media Director',
    industry: 'Retail Brands',
    interests: [
      ['Short-form video', 'Content'],
      ['Community management', 'Growth'],
      ['Retail media', 'Marketing'],
    ],
    summary:
      'Leads social for a fast-growing beauty brand sold in specialty retail. Built its creator affiliate program to 400 members.',
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    company: 'Brooks Franchise Advisory',
    jobTitle: 'Franchise Consultant',
    industry: 'Franchise',
    interests: [
      ['Franchise readiness', 'Operations'],
      ['Franchise sales', 'Growth'],
    ],
    summary: 'Helps independent businesses decide whether and how to franchise. Former franchisee of a home-services brand.',
  },
  {
    firstName: 'Mei',
    lastName: 'Chen',
    company: 'Northstar Streaming',
    jobTitle: 'Head of Content',
    industry: 'Media',
    interests: [
      ['Unscripted series', 'Content'],
      ['Creator-to-TV pipelines', 'Content'],
      ['Branded entertainment', 'Marketing'],
    ],
    summary: 'Commissions unscripted series for a streaming service and scouts creators whose formats can grow into shows.',
  },
  {
    firstName: 'Oluwaseun',
    lastName: 'Adeyemi',
    company: 'Creator Fund Collective',
    jobTitle: 'Founder',
    industry: 'Finance',
    interests: [
      ['Revenue-based financing', 'Finance'],
      ['Creator businesses', 'Growth'],
      ['Community investing', 'Finance'],
    ],
    summary: 'Runs a fund that finances creators against their future revenue. Previously an investment banker covering media.',
  },
  {
    firstName: 'Rachel',
    lastName: 'Kim',
    company: 'Wavelength Media',
    jobTitle: 'Director of Brand Partnerships',
    industry: 'Media',
    interests: [
      ['Sponsorship sales', 'Marketing'],
      ['Hospitality brands', 'Hospitality'],
      ['Measurement', 'Technology'],
    ],
    summary:
      'Sells integrated sponsorships across a network of food and travel channels. Her clients include hotel groups and restaurant chains.',
  },
  {
    firstName: 'Diego',
    lastName: 'Santos',
    company: 'Santos Coffee Co.',
    jobTitle: 'Founder & Franchisor',
    industry: 'Franchise',
    interests: [
      ['Franchisee onboarding', 'Operations'],
      ['Coffee and café culture', 'Hospitality'],
      ['Brand consistency', 'Marketing'],
    ],
    summary: 'Grew a neighborhood café into a 12-location franchise in two years. Now building the systems for the next 50.',
  },
  {
    firstName: 'Fatima',
    lastName: 'Al-Sayed',
    company: 'Oasis Hospitality Group',
    jobTitle: 'Head of Digital',
    industry: 'Hospitality',
    interests: [
      ['Paid social', 'Marketing'],
      ['Direct booking', 'Technology'],
      ['Team building', 'Leadership'],
    ],
    summary:
      'Leads digital marketing and direct booking for a portfolio of resort hotels. Moved half of bookings off third-party sites.',
  },
  {
    firstName: 'Samuel',
    lastName: 'Nguyen',
    company: 'Kinetic Growth',
    jobTitle: 'Performance Marketing Lead',
    industry: 'Marketing',
    interests: [
      ['Paid acquisition', 'Marketing'],
      ['Attribution', 'Technology'],
    ],
    summary: 'Runs paid media for franchise brands that need national reach and local results.',
    banned: true,
  },
  {
    firstName: 'Leah',
    lastName: 'Abrams',
    company: 'Maple & Main Retail',
    jobTitle: 'Chief Operating Officer',
    industry: 'Retail Brands',
    interests: [
      ['Store operations', 'Operations'],
      ['Specialty grocery', 'Growth'],
      ['Vendor partnerships', 'Leadership'],
    ],
    summary: 'Runs operations for a chain of 70 specialty grocery stores and decides which emerging brands get shelf space.',
  },
  {
    firstName: 'Andre',
    lastName: 'Jackson',
    company: 'Build With Andre',
    jobTitle: 'Creator & Founder',
    industry: 'Creator Economy',
    interests: [
      ['YouTube growth', 'Content'],
      ['Product launches', 'Growth'],
      ['Small business education', 'Content'],
    ],
    summary: 'Teaches small-business skills to 800,000 YouTube subscribers and sells courses and tools to his audience.',
  },
  {
    firstName: 'Ingrid',
    lastName: 'Larsen',
    company: 'Nordic Table Restaurants',
    jobTitle: 'VP of Marketing',
    industry: 'Hospitality',
    interests: [
      ['Restaurant marketing', 'Marketing'],
      ['Seasonal menus', 'Hospitality'],
    ],
    summary:
      'Markets a group of Scandinavian-inspired restaurants in four cities. Champions collaborations with local chefs and creators.',
  },
  {
    firstName: 'Carlos',
    lastName: 'Mendoza',
    company: 'Summit Franchise Capital',
    jobTitle: 'Partner',
    industry: 'Finance',
    interests: [
      ['SBA lending', 'Finance'],
      ['Franchisee financing', 'Finance'],
      ['Portfolio operations', 'Operations'],
    ],
    summary: 'Arranges financing for first-time and multi-unit franchisees. Has closed loans for more than 500 locations.',
    archived: true,
    banned: true,
  },
  {
    firstName: 'Zoe',
    lastName: 'Papadopoulos',
    company: 'Foundry & Field',
    jobTitle: 'Brand Strategist',
    industry: 'Marketing',
    interests: [
      ['Brand positioning', 'Marketing'],
      ['Naming', 'Content'],
      ['Consumer research', 'Growth'],
    ],
    summary:
      'Helps consumer and franchise brands find a position they can own. Led the rebrand of a national pet-care franchise.',
  },
  {
    firstName: 'Arjun',
    lastName: 'Patel',
    company: 'BrightSmile Dental',
    jobTitle: 'Area Developer',
    industry: 'Franchise',
    interests: [
      ['Area development', 'Growth'],
      ['Healthcare franchising', 'Operations'],
      ['Local partnerships', 'Marketing'],
    ],
    summary:
      'Holds area development rights for a dental franchise across the Southeast, with nine offices open and six in development.',
  },
  {
    firstName: 'Nia',
    lastName: 'Robinson',
    company: 'Patronly',
    jobTitle: 'Head of Community',
    industry: 'Technology',
    interests: [
      ['Membership platforms', 'Technology'],
      ['Creator community', 'Growth'],
    ],
    summary: 'Leads community at a membership platform for creators. Runs programs that help creators launch paid communities.',
  },
  {
    firstName: 'Victor',
    lastName: 'Huang',
    company: 'Ledgerline',
    jobTitle: 'Director of Data Science',
    industry: 'Technology',
    interests: [
      ['Forecasting', 'Technology'],
      ['Unit economics', 'Finance'],
    ],
    summary: 'Builds forecasting models that help franchise lenders and operators predict new-unit performance.',
    onboarded: false,
    neverLoggedIn: true,
  },
  {
    firstName: 'Olivia',
    lastName: 'Bennett',
    company: 'Bennett & Co. Productions',
    jobTitle: 'Executive Producer',
    industry: 'Media',
    interests: [
      ['Branded documentaries', 'Content'],
      ['Production budgets', 'Finance'],
      ['Distribution', 'Growth'],
    ],
    summary: 'Produces branded documentaries and short series for hospitality and consumer companies.',
  },
  {
    firstName: 'Yusuf',
    lastName: 'Demir',
    company: 'Anatolia Grill',
    jobTitle: 'Founder',
    industry: 'Franchise',
    interests: [
      ['Emerging franchise brands', 'Growth'],
      ['Menu engineering', 'Hospitality'],
      ['Franchise legal', 'Operations'],
    ],
    summary: 'Founder of a fast-casual Turkish grill preparing to sell its first franchises.',
    onboarded: false,
    neverLoggedIn: true,
  },
];

// Members who signed in at least once but not recently enough to have a last login on record.
const NO_LAST_LOGIN = new Set(['Naomi Goldberg', 'Ingrid Larsen', 'Liam O’Connor', 'Carlos Mendoza']);

type DemoConversation = {
  who: string;
  state: 'pending' | 'answered' | 'answered-unviewed' | 'archived' | 'onboarding';
  daysAgo: number;
  pairs?: QuestionAndAnswer[];
  followup?: string;
  share?: boolean;
  reply?: string;
};

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  // Waiting for the team.
  {
    who: 'Priya Raman',
    state: 'pending',
    daysAgo: 1,
    pairs: [
      {
        question: ASK_QUESTIONS.connect,
        answer: 'Brand-side marketers at franchise systems who want to run local campaigns with mid-size creators.',
      },
    ],
    followup: 'Especially food and fitness brands with 50 or more locations.',
    share: true,
  },
  {
    who: 'Mateo Alvarez',
    state: 'pending',
    daysAgo: 2,
    pairs: [
      {
        question: ASK_QUESTIONS.hiring,
        answer: 'We open three restaurants in Dallas this summer and need two experienced general managers.',
      },
    ],
    followup: 'no',
    share: true,
  },
  {
    who: 'Aisha Bello',
    state: 'pending',
    daysAgo: 3,
    pairs: [
      {
        question: ASK_QUESTIONS.problem,
        answer:
          'The podcast audience keeps growing but sponsorship revenue is flat. How are others packaging audio with video and newsletter inventory?',
      },
    ],
    followup: 'Happy to take a short call with anyone who sells bundled sponsorships.',
    share: false,
  },
  {
    who: 'Rahul Mehta',
    state: 'pending',
    daysAgo: 4,
    pairs: [
      { question: ASK_QUESTIONS.learn, answer: 'How franchisors use AI for local marketing without losing brand consistency.' },
    ],
    followup: 'No',
    share: true,
  },
  {
    who: 'Grace Liu',
    state: 'pending',
    daysAgo: 6,
    pairs: [
      {
        question: ASK_QUESTIONS.general,
        answer: 'I would love a salon on loyalty across hospitality and retail: what actually brings people back?',
      },
    ],
    followup: 'no',
    share: true,
  },
  {
    who: 'Diego Santos',
    state: 'pending',
    daysAgo: 8,
    pairs: [
      {
        question: ASK_QUESTIONS.problem,
        answer: 'Franchisee onboarding takes us 14 weeks. I want to halve it without cutting training quality.',
      },
    ],
    followup: 'Today it is a mix of in-person weeks at our flagship and recorded videos.',
    share: false,
  },
  {
    who: 'Rachel Kim',
    state: 'pending',
    daysAgo: 10,
    pairs: [
      {
        question: ASK_QUESTIONS.connect,
        answer: 'Hotel and restaurant groups planning openings who want creator-led launch content.',
      },
    ],
    followup: 'no',
    share: true,
  },
  {
    who: 'Fatima Al-Sayed',
    state: 'pending',
    daysAgo: 12,
    pairs: [
      { question: ASK_QUESTIONS.hiring, answer: 'Yes: a head of social for our resort portfolio.' },
      {
        question: ASK_QUESTIONS.learn,
        answer: 'Benchmarks for paid social in hospitality: what a good cost per booking looks like.',
      },
    ],
    followup: 'The role can be remote; Eastern time zone preferred.',
    share: false,
  },
  // Answered; the member has read the reply.
  {
    who: 'Daniel Whitfield',
    state: 'answered',
    daysAgo: 15,
    pairs: [
      {
        question: ASK_QUESTIONS.problem,
        answer: 'Our franchise sales pipeline is full of unqualified leads from listing portals.',
      },
    ],
    followup: 'We close about one in two hundred leads today.',
    share: true,
    reply:
      'Thanks, Daniel. Ethan Brooks and Arjun Patel both rebuilt their qualification steps last year and are glad to compare notes; we have introduced you by email. The next salon on capital for multi-unit operators will touch on this too.',
  },
  {
    who: 'Sofia Rossi',
    state: 'answered',
    daysAgo: 21,
    pairs: [
      { question: ASK_QUESTIONS.connect, answer: 'Buyers at specialty grocery chains who take chances on emerging brands.' },
    ],
    followup: 'no',
    share: true,
    reply:
      'Leah Abrams, COO of Maple & Main Retail, reviews new brands every quarter. We sent her your note and she would like to see samples.',
  },
  {
    who: 'Chloé Dubois',
    state: 'answered',
    daysAgo: 28,
    pairs: [
      {
        question: ASK_QUESTIONS.general,
        answer: 'Could members contribute short essays to the newsletter? Many of you have stories worth publishing.',
      },
    ],
    followup: 'I am happy to edit the first few.',
    share: true,
    reply: 'We love this. The first member essay goes out next month; we will reach out about editing.',
  },
  {
    who: 'Kwame Mensah',
    state: 'answered',
    daysAgo: 34,
    pairs: [
      {
        question: ASK_QUESTIONS.problem,
        answer: 'Our event spaces sit empty on weeknights. Looking for brands that want to host intimate dinners.',
      },
    ],
    followup: 'no',
    share: false,
    reply:
      'Several members host client dinners every month. We have shared your spaces with Grace Liu and Olivia Bennett, and we would like to hold a salon at Harbor & Vine.',
  },
  {
    who: 'Isabella Moreno',
    state: 'answered',
    daysAgo: 42,
    pairs: [
      {
        question: ASK_QUESTIONS.learn,
        answer: 'How retail media networks work for beauty brands, and whether they are worth the spend.',
      },
    ],
    followup: 'no',
    share: true,
    reply:
      'Kenji Watanabe and Leah Abrams have both worked with retail media networks from different sides. Our newsletter piece on social commerce is a good primer too.',
  },
  // Answered; the reply is new to the member.
  {
    who: 'Kenji Watanabe',
    state: 'answered-unviewed',
    daysAgo: 5,
    pairs: [
      {
        question: ASK_QUESTIONS.learn,
        answer: 'What conversion rates creators see on storefronts compared with affiliate links.',
      },
    ],
    followup: 'Any data shared privately is welcome.',
    share: false,
    reply:
      'Andre Jackson and Isabella Moreno have both offered to share their numbers privately. We will set up a short call for the three of you.',
  },
  {
    who: 'Tomás Herrera',
    state: 'answered-unviewed',
    daysAgo: 9,
    pairs: [
      {
        question: ASK_QUESTIONS.hiring,
        answer: 'We are hiring a brand partnerships coordinator, ideally bilingual in Spanish and English.',
      },
    ],
    followup: 'no',
    share: true,
    reply: 'Your role is in this week’s Open Roles list, and Rachel Kim knows two strong candidates. Expect an email from her.',
  },
  {
    who: 'Mei Chen',
    state: 'answered-unviewed',
    daysAgo: 13,
    pairs: [
      {
        question: ASK_QUESTIONS.connect,
        answer: 'Creators with a format that could become a series: cooking, travel or small business.',
      },
    ],
    followup: 'no',
    share: true,
    reply: 'Andre Jackson’s small-business series and Aisha Bello’s interview show both came up. We have made the introductions.',
  },
  // Archived by the member after reading.
  {
    who: 'Ethan Brooks',
    state: 'archived',
    daysAgo: 70,
    pairs: [{ question: ASK_QUESTIONS.learn, answer: 'How other consultants price franchise-readiness assessments.' }],
    followup: 'no',
    share: false,
    reply: 'Naomi Goldberg shared how her firm structures fixed-fee packages; we have connected you.',
  },
  {
    who: 'Naomi Goldberg',
    state: 'archived',
    daysAgo: 85,
    pairs: [
      {
        question: ASK_QUESTIONS.general,
        answer: 'Members keep asking me about creator contract terms. Would a salon on it help?',
      },
    ],
    followup: 'I can co-host with a talent manager.',
    share: true,
    reply: 'Yes, please. Tomás Herrera has agreed to co-host; the salon is on the calendar.',
  },
  {
    who: 'Ingrid Larsen',
    state: 'archived',
    daysAgo: 100,
    pairs: [{ question: ASK_QUESTIONS.connect, answer: 'Chefs and food creators who would do a seasonal menu collaboration.' }],
    followup: 'no',
    share: true,
    reply: 'Priya Raman has a shortlist of food creators for you, and Kwame Mensah would host the launch dinner.',
  },
  // Entries written when a member completed the name step of onboarding.
  { who: 'Olivia Bennett', state: 'onboarding', daysAgo: 0 },
  { who: 'Andre Jackson', state: 'onboarding', daysAgo: 0 },
  { who: 'Zoe Papadopoulos', state: 'onboarding', daysAgo: 0 },
  { who: 'Nia Robinson', state: 'onboarding', daysAgo: 0 },
];

type DemoAccessRequest = {
  firstName: string;
  lastName: string;
  state: 'pending' | 'approved' | 'expired' | 'signed_up';
  daysAgo: number;
};

// The signed-up request belongs to a member: that is how he joined.
export const DEMO_ACCESS_REQUESTS: DemoAccessRequest[] = [
  { firstName: 'Beatriz', lastName: 'Costa', state: 'pending', daysAgo: 0.2 },
  { firstName: 'Hamza', lastName: 'Qureshi', state: 'pending', daysAgo: 1.5 },
  { firstName: 'Lucy', lastName: 'Fairbanks', state: 'pending', daysAgo: 3 },
  { firstName: 'Tariq', lastName: 'Williams', state: 'pending', daysAgo: 6 },
  { firstName: 'Ana', lastName: 'Lima', state: 'approved', daysAgo: 2 },
  { firstName: 'Declan', lastName: 'Murphy', state: 'approved', daysAgo: 4 },
  { firstName: 'Sakura', lastName: 'Ito', state: 'expired', daysAgo: 11 },
  { firstName: 'Arjun', lastName: 'Patel', state: 'signed_up', daysAgo: 0 },
];

type DemoEvent = { title: string; daysFromNow: number; speakers: string[]; location?: string; link?: boolean };

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

// ---------------------------------------------------------------------------------------------------
// Helpers

/** mulberry32: a tiny seeded generator, so the spread in dates is the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower-case ASCII letters and digits joined by hyphens: 'Notes from the Salon: …' → 'notes-from-the-salon-…'. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** first.last@example.com, without accents or apostrophes. */
export function demoEmail(firstName: string, lastName: string): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return `${part(firstName)}.${part(lastName)}@example.com`;
}

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** 23:00 UTC (early evening in New York) on the day `days` from now's day. */
function eveningOf(now: Date, days: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() + days * DAY + 23 * HOUR);
}

const lowerEmail = sql<string>`lower(${attendees.email})`;

// ---------------------------------------------------------------------------------------------------
// Insert

/** 16 characters from the secure random source: a demo password nobody chose and nobody else knows. */
const newDemoPassword = () => randomBytes(12).toString('base64url');

/**
 * Adds the demo content in one transaction: all of it or nothing. Refuses a database that already has
 * members (administrators' own rows aside) unless `force`, which adds only what is missing. The demo
 * members marked demoSignIn who are added now get a password account; their sign-ins are answered once.
 */
export async function seedDemoData({ db, auth }: { db: Database; auth: Auth }, options: SeedOptions): Promise<SeedResult> {
  const { now, force } = options;
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const random = seededRandom(20_240_601);

  // Dates of each member, decided up front so conversations and requests can refer to them.
  const members = DEMO_MEMBERS.map((m, index) => {
    const name = fullName(m);
    const createdDaysAgo = 360 - index * (352 / (DEMO_MEMBERS.length - 1)) - random() * 2;
    const createdAt = at(createdDaysAgo * DAY + random() * 8 * HOUR);
    let lastLogin: Date | null = null;
    if (!m.neverLoggedIn && !NO_LAST_LOGIN.has(name)) {
      const candidate = at(random() * 60 * DAY);
      lastLogin = candidate > createdAt ? candidate : new Date(createdAt.getTime() + 2 * HOUR);
    }
    return { ...m, name, email: demoEmail(m.firstName, m.lastName), createdAt, lastLogin };
  });
  const memberByName = new Map(members.map((m) => [m.name, m]));
  const member = (name: string) => {
    const found = memberByName.get(name);
    if (!found) throw new Error(`Demo data refers to an unknown member: ${name}`);
    return found;
  };

  // Hashing is slow on purpose: done before the transaction, which on the embedded database holds the only
  // connection.
  const signIns = await Promise.all(
    members
      .filter((m) => m.demoSignIn)
      .map(async (m) => {
        const password = newDemoPassword();
        return { name: m.name, email: m.email, password, passwordHash: await hashPassword(auth, password) };
      }),
  );

  return db.transaction(async (tx) => {
    // Two loads at once (a double click) wait for each other: the second then finds the members.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fmc: demo content'))`);
    // Administrators have a member row too; creating one first must not block the seed.
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(attendees)
      .where(sql`${attendees.userId} is null or ${attendees.userId} not in (select user_id from admin_users)`);
    if (count > 0 && !force) {
      throw new SeedRefusedError(
        `The database already has ${count} ${count === 1 ? 'member' : 'members'}; run with --force to add the demo content anyway.`,
      );
    }

    const result: SeedResult = {
      members: 0,
      conversations: 0,
      accessRequests: 0,
      events: 0,
      posts: 0,
      spotlight: 0,
      signIns: [],
    };

    // Members, their interests and summaries, and the deactivated ones.
    const memberEmails = members.map((m) => m.email);
    const takenEmails = await existingLower(tx, lowerEmail, attendees, memberEmails);
    const newMembers = members.filter((m) => !takenEmails.has(m.email));
    if (newMembers.length) {
      const inserted = await tx
        .insert(attendees)
        .values(
          newMembers.map((m) => ({
            firstName: m.firstName,
            lastName: m.lastName,
            email: m.email,
            company: m.company,
            jobTitle: m.jobTitle,
            industry: m.industry,
            onboardingCompleted: m.onboarded ?? true,
            archived: m.archived ?? false,
            lastLogin: m.lastLogin,
            createdAt: m.createdAt,
            updatedAt: m.lastLogin ?? m.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: attendees.id, email: attendees.email });
      result.members = inserted.length;
      const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
      const added = newMembers.filter((m) => idByEmail.has(m.email));
      const interestRows = added.flatMap((m) =>
        m.interests.map(([interestName, category]) => ({
          attendeeId: idByEmail.get(m.email)!,
          interestName,
          category,
          createdAt: m.createdAt,
        })),
      );
      if (interestRows.length) await tx.insert(attendeeInterests).values(interestRows);
      const summaryRows = added.map((m) => ({
        attendeeId: idByEmail.get(m.email)!,
        summaryText: m.summary,
        createdAt: m.createdAt,
      }));
      if (summaryRows.length) await tx.insert(attendeeSummaries).values(summaryRows);

      // Sign-ins only for members added now, and only where no account has the email yet: an existing
      // account keeps its password, which nobody here knows.
      const takenAccounts = await existingLower(
        tx,
        sql<string>`lower(${users.email})`,
        users,
        signIns.map((s) => s.email),
      );
      for (const signIn of signIns) {
        const attendeeId = idByEmail.get(signIn.email);
        if (!attendeeId || takenAccounts.has(signIn.email)) continue;
        const { userId } = await createCredentialAccount(auth, tx, {
          email: signIn.email,
          passwordHash: signIn.passwordHash,
          name: signIn.name,
          accessLinkSignUp: false,
        });
        await tx.update(attendees).set({ userId }).where(eq(attendees.id, attendeeId));
        result.signIns.push({ name: signIn.name, email: signIn.email, password: signIn.password });
      }
    }

    const banned = members.filter((m) => m.banned);
    const takenBans = await existingLower(
      tx,
      sql<string>`lower(${bannedUsers.email})`,
      bannedUsers,
      banned.map((m) => m.email),
    );
    const newBans = banned.filter((m) => !takenBans.has(m.email));
    if (newBans.length) {
      await tx
        .insert(bannedUsers)
        .values(
          newBans.map((m, i) => ({
            email: m.email,
            userId: null,
            bannedReason: 'Administrative action',
            bannedAt: at((20 + i * 17) * DAY),
          })),
        )
        .onConflictDoNothing();
    }

    // Ask entries. They have no natural key, so an entry counts as present when the same member already
    // has one at the same step with the same question and answer.
    const conversationRows = DEMO_CONVERSATIONS.map((c) => {
      const m = member(c.who);
      if (c.state === 'onboarding') {
        return {
          name: m.name,
          email: m.email,
          step: 'name_completed' as const,
          status: 'pending' as const,
          timestamp: new Date(m.createdAt.getTime() + 6 * 60_000),
          questionsAndAnswers: [],
        };
      }
      const timestamp = at(c.daysAgo * DAY + random() * 10 * HOUR);
      const answered = c.state !== 'pending';
      const pairs = c.pairs ?? [];
      return {
        name: m.name,
        email: m.email,
        question: pairs[0]?.question ?? null,
        answer: pairs[0]?.answer ?? null,
        followup: c.followup ?? 'no',
        sharePermission: c.share ?? false,
        step: 'complete' as const,
        status: answered ? ('answered' as const) : ('pending' as const),
        timestamp,
        questionsAndAnswers: pairs,
        adminResponse: answered ? (c.reply ?? null) : null,
        respondedAt: answered ? new Date(Math.min(timestamp.getTime() + (6 + random() * 40) * HOUR, now.getTime() - HOUR)) : null,
        viewed: c.state === 'answered' || c.state === 'archived',
        archived: c.state === 'archived',
      };
    });
    const conversationKey = (c: { email: string | null; step: string; question?: string | null; answer?: string | null }) =>
      JSON.stringify([(c.email ?? '').toLowerCase(), c.step, c.question ?? null, c.answer ?? null]);
    const existingConversations = await tx
      .select({
        email: conversations.email,
        step: conversations.step,
        question: conversations.question,
        answer: conversations.answer,
      })
      .from(conversations)
      .where(inArray(sql`lower(${conversations.email})`, memberEmails));
    const takenConversations = new Set(existingConversations.map(conversationKey));
    const newConversations = conversationRows.filter((c) => !takenConversations.has(conversationKey(c)));
    if (newConversations.length) {
      const inserted = await tx.insert(conversations).values(newConversations).returning({ id: conversations.id });
      result.conversations = inserted.length;
    }

    // Access requests, one per email.
    const requestRows = DEMO_ACCESS_REQUESTS.map((r) => {
      const email = demoEmail(r.firstName, r.lastName);
      const base = { email, firstName: r.firstName, lastName: r.lastName };
      if (r.state === 'pending') {
        return { ...base, createdAt: at(r.daysAgo * DAY), updatedAt: at(r.daysAgo * DAY) };
      }
      if (r.state === 'signed_up') {
        const joined = memberByName.get(`${r.firstName} ${r.lastName}`)?.createdAt ?? at(r.daysAgo * DAY);
        const approvedAt = new Date(joined.getTime() - 20 * HOUR);
        return {
          ...base,
          createdAt: new Date(approvedAt.getTime() - 2 * DAY),
          status: 'signed_up' as const,
          approved: true,
          approvedAt,
          token: randomBytes(32).toString('base64url'),
          expiresAt: new Date(approvedAt.getTime() + 72 * HOUR),
          used: true,
          completedAt: joined,
          updatedAt: joined,
        };
      }
      // Approved: the link is good for 72 hours from now. Expired: it ran out two days ago.
      const approvedAt = r.state === 'approved' ? now : at(5 * DAY);
      return {
        ...base,
        createdAt: at(r.daysAgo * DAY),
        status: 'approved' as const,
        approved: true,
        approvedAt,
        token: randomBytes(32).toString('base64url'),
        expiresAt: new Date(approvedAt.getTime() + 72 * HOUR),
        updatedAt: approvedAt,
      };
    });
    const takenRequests = await existingLower(
      tx,
      sql<string>`lower(${accessRequests.email})`,
      accessRequests,
      requestRows.map((r) => r.email),
    );
    const newRequests = requestRows.filter((r) => !takenRequests.has(r.email));
    if (newRequests.length) {
      const inserted = await tx
        .insert(accessRequests)
        .values(newRequests)
        .onConflictDoNothing()
        .returning({ id: accessRequests.id });
      result.accessRequests = inserted.length;
    }

    // Cultural Salons, one per title.
    const takenEvents = await existingLower(
      tx,
      sql<string>`lower(${events.title})`,
      events,
      DEMO_EVENTS.map((e) => e.title.toLowerCase()),
    );
    const newEvents = DEMO_EVENTS.filter((e) => !takenEvents.has(e.title.toLowerCase()));
    if (newEvents.length) {
      const inserted = await tx
        .insert(events)
        .values(
          newEvents.map((e) => {
            const date = eveningOf(now, e.daysFromNow);
            const announced = new Date(Math.min(date.getTime() - 30 * DAY, now.getTime()));
            return {
              title: e.title,
              date,
              speakers: e.speakers,
              location: e.location ?? null,
              link: e.link ? `https://example.com/salons/${slugify(e.title.replace(/^Cultural Salon:\s*/, ''))}` : null,
              createdAt: announced,
              updatedAt: announced,
            };
          }),
        )
        .returning({ id: events.id });
      result.events = inserted.length;
    }

    // Posts, one per slug.
    const postRows = DEMO_POSTS.map((p) => {
      const publishedAt = new Date(eveningOf(now, -p.daysAgo).getTime() - 9 * HOUR);
      return {
        slug: slugify(p.title),
        title: p.title,
        description: p.description,
        content: p.paragraphs.join('\n'),
        tags: p.tags,
        imageUrl: p.image,
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    });
    const takenSlugs = new Set(
      (
        await tx
          .select({ slug: posts.slug })
          .from(posts)
          .where(
            inArray(
              posts.slug,
              postRows.map((p) => p.slug),
            ),
          )
      ).map((r) => r.slug),
    );
    const newPosts = postRows.filter((p) => !takenSlugs.has(p.slug));
    if (newPosts.length) {
      const inserted = await tx.insert(posts).values(newPosts).onConflictDoNothing().returning({ id: posts.id });
      result.posts = inserted.length;
    }

    // The spotlight carousel, one per image.
    const spotlightRows = DEMO_SPOTLIGHT.map((s, i) => ({
      title: s.title,
      imageUrl: `/demo/spotlight-${i + 1}.svg`,
      linkUrl: s.link,
      isActive: true,
      displayOrder: i + 1,
    }));
    const takenImages = new Set(
      (
        await tx
          .select({ imageUrl: spotlightCarousel.imageUrl })
          .from(spotlightCarousel)
          .where(
            inArray(
              spotlightCarousel.imageUrl,
              spotlightRows.map((s) => s.imageUrl),
            ),
          )
      ).map((r) => r.imageUrl),
    );
    const newSpotlight = spotlightRows.filter((s) => !takenImages.has(s.imageUrl));
    if (newSpotlight.length) {
      const inserted = await tx.insert(spotlightCarousel).values(newSpotlight).returning({ id: spotlightCarousel.id });
      result.spotlight = inserted.length;
    }

    // The sidebar links record: present, with every override empty so the defaults apply.
    await tx.insert(sidebarUrls).values({ id: 1 }).onConflictDoNothing();

    return result;
  });
}

/** Which of `values` (already lower-case) the lower-cased `column` of `table` holds. */
async function existingLower(tx: Tx, column: SQL<string>, table: PgTable, values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await tx.select({ value: column }).from(table).where(inArray(column, values));
  return new Set(rows.map((r) => r.value));
}
