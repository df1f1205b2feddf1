/** A site banner as the operator's banner list holds it (platform spec §3). */
export interface Banner {
  uuid: string;
  message: string;
  /** App names the banner shows in (e.g. 'heloc'); never empty. */
  apps: string[];
  variant: 'info' | 'warn';
  active?: boolean;
  dismissable?: boolean;
  metadata?: { createdAt?: string; updatedAt?: string };
}

/** Dismissals kept in the browser: banner uuid → when it was dismissed (ISO date-time). */
export type BannerDismissals = Record<string, string>;
