/** A consumer reporting agency as a notice names it (FCRA §615(a): name, address, telephone number; and its website). */
export interface CreditBureau {
  name: string;
  address: string;
  phone: string;
  website: string;
}

/** The credit score used in a decision and the range of that scoring model. */
export interface CreditScoreUsed {
  score: number;
  min: number;
  max: number;
}

/** What the underwriter decided on a declined application: codes and facts, never words (those are the brand's). */
export interface DecisionFacts {
  /** The principal reasons, most important first (reason codes, e.g. INSUFFICIENT_INCOME). */
  reasons: string[];
  /** The agency whose report was used. */
  bureau: CreditBureau;
  /** The score used, or null when no score was used (then the notice has no score disclosure). */
  creditScore: CreditScoreUsed | null;
  /** Up to four key factors that adversely affected the score (factor codes). */
  keyFactors: string[];
}

/** The application answer's `decision` (docs/application-lifecycle.md §1): the facts, when, and the stored notice. */
export interface ApplicationDecision extends DecisionFacts {
  /** When the application was declined (ISO timestamp); also the date of the score. */
  decidedAt: string;
  /** The stored PDF of the notice (a document of type ADVERSE_ACTION_NOTICE), null until it is stored. */
  noticeDocumentUuid: string | null;
}

/** A block of a notice section in flows/application/decision-notice.json: a paragraph, or a list the decision fills. */
export type NoticeLayoutBlock = { textKey: string } | { list: 'reasons' | 'keyFactors' };

/** flows/application/decision-notice.json (schemas/application-decision-notice.schema.json). */
export interface DecisionNoticeLayout {
  titleKey: string;
  introKey: string;
  downloadKey: string;
  fileNameKey: string;
  regulatorKey: string;
  /** Reason code → copy key. */
  reasonKeys: Record<string, string>;
  /** Key factor code → copy key. */
  factorKeys: Record<string, string>;
  sections: { id: string; headingKey: string; requires?: 'creditScore'; blocks: NoticeLayoutBlock[] }[];
}

/** A block of a notice in words: a paragraph or a list of items. */
export type NoticeBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/** A section of a notice in words: its heading and blocks. */
export interface NoticeSection {
  id: string;
  heading: string;
  blocks: NoticeBlock[];
}

/** A decision's notice in the brand's words: what the decline pages show and the stored PDF holds. */
export interface DecisionNotice {
  title: string;
  intro: string;
  sections: NoticeSection[];
}
