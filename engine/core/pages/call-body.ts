import type { Answers } from '../types';
import { buildFromRules } from './build-from-rules';
import type { PageCall } from './types';

/** What a call's body rules read besides the answers. */
export interface CallBodyContext {
  application?: unknown;
  profile?: unknown;
}

/** The body a page call sends for these answers: its declared fields, or the answers as they are. Pure. */
export function buildCallBody(call: PageCall, answers: Answers, extra: CallBodyContext = {}): Record<string, unknown> {
  if (!call.body) return { ...answers };
  return buildFromRules(call.body, { answers, application: extra.application ?? null, profile: extra.profile ?? null });
}

/** The URL path of a page call for an application. Pure. */
export function callPath(call: Pick<PageCall, 'path'>, uuid: string): string {
  return `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/${call.path}`;
}
