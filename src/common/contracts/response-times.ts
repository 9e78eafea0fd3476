// How quickly the team answers members' questions (issue 20, decision 029): the figures of
// GET /api/admin/response-times and the target administrators set with PUT /api/admin/response-target.
// Times are whole seconds from the question's submission to the team's first reply.
import { z } from 'zod';
import { RESPONSE_TIME_MESSAGES as M } from '../messages';

export const DEFAULT_RESPONSE_TARGET_HOURS = 48;
export const MAX_RESPONSE_TARGET_HOURS = 720;
/** The figures cover the questions asked in this many weeks (the current one included). */
export const RESPONSE_TIME_WEEKS = 12;

export const responseTargetSchema = z.object({
  hours: z
    .number({ error: M.targetInvalid })
    .int(M.targetInvalid)
    .min(1, M.targetInvalid)
    .max(MAX_RESPONSE_TARGET_HOURS, M.targetInvalid),
});
export type ResponseTargetInput = z.input<typeof responseTargetSchema>;
export type ResponseTargetSaved = { success: true; message: string; targetHours: number };

/** One week (Monday to Sunday in the community's time zone) of questions asked. */
export type ResponseWeek = {
  /** The Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  asked: number;
  answered: number;
  medianSeconds: number | null;
  /** Answered within the target, of the questions whose outcome is known (see ResponseTimes.decided). */
  withinTarget: number;
  decided: number;
};

export type OrganiserResponses = { email: string; answered: number; medianSeconds: number | null };

export type OldestWaiting = { id: string; name: string; askedAt: string; waitingSeconds: number };

export type ResponseTimes = {
  targetHours: number;
  /** The first instant counted: the Monday RESPONSE_TIME_WEEKS - 1 weeks before this one. */
  since: string;
  asked: number;
  answered: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** First replies sent within the target. */
  withinTarget: number;
  /** Questions whose outcome is known: answered, or waiting longer than the target. */
  decided: number;
  /** Every question waiting for its first reply now, whenever it was asked, and how many are past the target. */
  waiting: number;
  waitingPastTarget: number;
  oldestWaiting: OldestWaiting | null;
  /** Who sent the first replies in the period, most first. */
  organisers: OrganiserResponses[];
  /** Oldest first, RESPONSE_TIME_WEEKS of them, empty weeks included. */
  weeks: ResponseWeek[];
};

export const RESPONSE_TIMES_API = {
  figures: '/api/admin/response-times',
  target: '/api/admin/response-target',
} as const;

/** '45 min', '5 h', '2 d 4 h': a duration as an administrator reads it. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(minutes, seconds > 0 ? 1 : 0)} min`;
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

/** '83%', or '–' when nothing is known yet. */
export const formatShare = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
