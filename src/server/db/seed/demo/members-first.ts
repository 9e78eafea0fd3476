// The first half of the demo members, oldest first (the founding members and the first year's joiners).
import type { DemoMember } from './members';

export const FIRST_MEMBERS: DemoMember[] = [
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
];
