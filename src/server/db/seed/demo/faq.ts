// Answers from the team (the FAQ): published from answered questions whose members agreed to share them,
// reworded by the organisers as published entries are.

export type DemoFaqEntry = { from: string; question: string; answer: string; daysAfterReply: number };

export const DEMO_FAQ: DemoFaqEntry[] = [
  {
    from: 'Daniel Whitfield',
    question: 'How do franchise brands qualify leads from listing portals?',
    answer:
      'Members who rebuilt their qualification steps ask for liquid capital and a territory before the first call, and send a short video about the brand before the discovery day. Ask us to introduce you to Ethan Brooks or Arjun Patel to compare notes.',
    daysAfterReply: 2,
  },
  {
    from: 'Isabella Moreno',
    question: 'Are retail media networks worth the spend for beauty brands?',
    answer:
      'They work best for brands already on the shelf of the retailer selling the ads, with a clear promotion to push. Kenji Watanabe and Leah Abrams have both worked with them, from the platform and the retail side.',
    daysAfterReply: 3,
  },
  {
    from: 'Sofia Rossi',
    question: 'How do I reach buyers at specialty grocery chains?',
    answer:
      'Most specialty buyers review new brands on a quarterly calendar. Send a one-page sheet with your sales velocity and a sample; we can pass it to members who buy or advise on buying.',
    daysAfterReply: 1,
  },
  {
    from: 'Grace Liu',
    question: 'What brings guests back: points or experiences?',
    answer:
      'Members in hospitality see more return visits from small, surprising experiences than from points. A salon on loyalty across hospitality and retail is planned for the spring.',
    daysAfterReply: 1,
  },
];
