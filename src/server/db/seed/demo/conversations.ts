// Ask entries in every state.
import type { QuestionAndAnswer } from '../../schema';

export const ASK_QUESTIONS = {
  hiring: 'Do you have hiring needs?',
  connect: 'Who do you want to connect with?',
  problem: 'What problem do you need to solve?',
  learn: 'What do you want to learn about?',
  general: 'General questions, ideas, thoughts?',
} as const;

type DemoConversation = {
  who: string;
  state: 'pending' | 'answered' | 'answered-unviewed' | 'archived' | 'onboarding';
  daysAgo: number;
  pairs?: QuestionAndAnswer[];
  followup?: string;
  share?: boolean;
  reply?: string;
  /** How long the first reply took, in hours (the response target is 48 by default: a few go past it). */
  replyHours?: number;
};

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  // Waiting for the team: one inside the response target, two past it.
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
    state: 'answered-unviewed',
    daysAgo: 4,
    pairs: [
      { question: ASK_QUESTIONS.learn, answer: 'How franchisors use AI for local marketing without losing brand consistency.' },
    ],
    followup: 'No',
    share: true,
    reply:
      'Zoe Papadopoulos covered exactly this at the last salon, and Kenji Watanabe has tested three AI copy tools with franchisees. We have asked both to share their notes with you.',
    replyHours: 22,
  },
  {
    who: 'Grace Liu',
    state: 'answered',
    daysAgo: 6,
    pairs: [
      {
        question: ASK_QUESTIONS.general,
        answer: 'I would love a salon on loyalty across hospitality and retail: what actually brings people back?',
      },
    ],
    followup: 'no',
    share: true,
    reply:
      'A loyalty salon is now on the list for the spring. Kwame Mensah offered Harbor & Vine as the venue; we will ask you to co-host.',
    replyHours: 4,
  },
  {
    who: 'Diego Santos',
    state: 'answered',
    daysAgo: 8,
    pairs: [
      {
        question: ASK_QUESTIONS.problem,
        answer: 'Franchisee onboarding takes us 14 weeks. I want to halve it without cutting training quality.',
      },
    ],
    followup: 'Today it is a mix of in-person weeks at our flagship and recorded videos.',
    share: false,
    reply:
      'Mateo Alvarez cut his onboarding to eight weeks with a mentor franchisee model. He is happy to walk you through it; we have introduced you.',
    replyHours: 71,
  },
  {
    who: 'Rachel Kim',
    state: 'answered',
    daysAgo: 10,
    pairs: [
      {
        question: ASK_QUESTIONS.connect,
        answer: 'Hotel and restaurant groups planning openings who want creator-led launch content.',
      },
    ],
    followup: 'no',
    share: true,
    reply: 'Kwame Mensah and Grace Liu both have openings this year. We have shared your note with them.',
    replyHours: 16,
  },
  {
    who: 'Fatima Al-Sayed',
    state: 'answered-unviewed',
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
    reply:
      "Rachel Kim knows two heads of social who have worked with resorts, and Grace Liu will share Fernway's cost-per-booking benchmarks privately.",
    replyHours: 36,
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
    replyHours: 5,
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
    replyHours: 26,
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
    replyHours: 3,
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
    replyHours: 60,
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
    replyHours: 20,
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
    replyHours: 9,
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
    replyHours: 30,
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
    replyHours: 54,
  },
  {
    who: 'Nia Robinson',
    state: 'answered-unviewed',
    daysAgo: 7,
    pairs: [
      {
        question: ASK_QUESTIONS.learn,
        answer: 'How other communities price paid memberships for creators without scaring off the first members.',
      },
    ],
    followup: 'no',
    share: true,
    reply: 'Aisha Bello and Oluwaseun Adeyemi both launched paid tiers this year and will share what they charged first.',
    replyHours: 14,
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
    replyHours: 8,
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
    replyHours: 12,
  },
  {
    who: 'Ingrid Larsen',
    state: 'archived',
    daysAgo: 60,
    pairs: [{ question: ASK_QUESTIONS.connect, answer: 'Chefs and food creators who would do a seasonal menu collaboration.' }],
    followup: 'no',
    share: true,
    reply: 'Priya Raman has a shortlist of food creators for you, and Kwame Mensah would host the launch dinner.',
    replyHours: 40,
  },
  // Entries written when a member completed the name step of onboarding.
  { who: 'Olivia Bennett', state: 'onboarding', daysAgo: 0 },
  { who: 'Andre Jackson', state: 'onboarding', daysAgo: 0 },
  { who: 'Zoe Papadopoulos', state: 'onboarding', daysAgo: 0 },
  { who: 'Nia Robinson', state: 'onboarding', daysAgo: 0 },
];
