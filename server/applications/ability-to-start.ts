import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { LoanOriginator } from '../data/fixture-types';
import type { ApplicationRow } from '../repositories/applications';

/** Why a borrower cannot start an application, or null when they can. */
export type CannotStartReason = 'ACTIVE_APPLICATION' | 'RECENT_HELOC' | 'INQUIRY_APPLICATION' | null;

/** The verify-ability-to-start-application answer. */
export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  reason: CannotStartReason;
  loanOfficer?: { name: string; phoneNumber: string; email: string };
}

/**
 * Decides whether a borrower may start an application from all their applications (across organisations):
 * not with an inquiry application (the loan officer is named), an active one, or a HELOC funded fewer than
 * `recentDays` days before `today`. Pure.
 */
export function abilityToStart(
  apps: ApplicationRow[], today: string, recentDays: number, findOfficer: (uuid: string | null) => LoanOriginator | undefined,
): AbilityToStart {
  const active = apps.filter((a) => a.active === 1);
  const organizationsWithActiveApplication = [...new Set(active.map((a) => a.org_code))].sort();
  const inquiry = active.find((a) => a.is_inquiry === 1);
  const recent = apps.find((a) => a.funded_at && differenceInCalendarDays(parseISO(today), parseISO(a.funded_at)) < recentDays);
  const reason: CannotStartReason = inquiry ? 'INQUIRY_APPLICATION' : active.length ? 'ACTIVE_APPLICATION' : recent ? 'RECENT_HELOC' : null;
  const answer: AbilityToStart = { canStartApplication: reason === null, organizationsWithActiveApplication, reason };
  const officer = inquiry ? findOfficer(inquiry.loan_officer_uuid) : undefined;
  if (officer) answer.loanOfficer = { name: officer.originatorName, phoneNumber: officer.phoneNumber, email: officer.email };
  return answer;
}
