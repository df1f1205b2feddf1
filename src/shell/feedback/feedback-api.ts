import { apiFetch } from '../../api/client';

/** What the feedback modal sends (platform §3 Feedback, §7 POST {profile service}/api/v1/feedback/ceo). */
export interface FeedbackBody {
  applicationUuid?: string;
  topic: 'IMPROVE' | 'COMPLIMENT';
  message: string;
  marketingConsent: boolean;
  pathname: string;
  productType: 'HELOC';
}

const UUID_IN_PATH = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/** The body for the feedback step's answers sent from `pathname` (the application in the path, if any). Pure. */
export function feedbackBody(answers: Record<string, unknown>, pathname: string): FeedbackBody {
  const applicationUuid = UUID_IN_PATH.exec(pathname)?.[1];
  return {
    ...(applicationUuid ? { applicationUuid } : {}),
    topic: answers.topic as FeedbackBody['topic'],
    message: String(answers.message ?? ''),
    marketingConsent: answers.marketingConsent === true,
    pathname,
    productType: 'HELOC',
  };
}

/** Sends the feedback; throws ApiError with the server's words on failure. */
export const sendFeedback = (body: FeedbackBody) => apiFetch<unknown>('/service-profile/api/v1/feedback/ceo', { method: 'POST', body });
