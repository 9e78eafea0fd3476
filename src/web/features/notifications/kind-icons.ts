// Each kind of news its icon, on the notifications list. A kind added to the registry
// (common/contracts/notification-kinds.ts) must say how it looks here, or the type check fails.
import {
  AlarmClock,
  BookOpenCheck,
  CalendarClock,
  CalendarX2,
  DoorOpen,
  FileArchive,
  HandHelping,
  Handshake,
  MessageCircle,
  MessageCircleQuestion,
  MessageSquareText,
  Newspaper,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Ticket,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationKind } from '../../../common/contracts/notification-kinds';

export const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  'team-reply': MessageSquareText,
  'introduction-request': UserPlus,
  'introduction-accepted': Handshake,
  message: MessageCircle,
  'question-for-you': HandHelping,
  'moderation-warning': ShieldAlert,
  'report-outcome': ShieldCheck,
  'question-published': BookOpenCheck,
  'ai-tool-decision': Sparkles,
  'waitlist-place': Ticket,
  'event-changed': CalendarClock,
  'event-cancelled': CalendarX2,
  'event-reminder': AlarmClock,
  newsletter: Newspaper,
  'data-export-ready': FileArchive,
  'new-question': MessageCircleQuestion,
  'access-request': DoorOpen,
};
