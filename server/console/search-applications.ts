import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** What staff search by: free text (e-mail, name, application id or loan number) and/or an exact status; a 1-based page. */
export interface ApplicationSearch { q?: string; status?: string; page: number; pageSize: number }

/** One application of the search answer. */
export interface ApplicationHit {
  uuid: string;
  loanNumber: string;
  orgCode: string;
  status: string;
  email: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** A LIKE pattern that matches the text anywhere, its own % _ and \ taken literally (ESCAPE '\'). Pure. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Applications matching the search, newest first, one page of them and how many match in all. The text matches an
 * application id or loan number exactly, or any part of the borrower's e-mail or "first last" name, in any case.
 */
export async function searchApplications(db: Kysely<DatabaseSchema>, search: ApplicationSearch): Promise<{ items: ApplicationHit[]; total: number }> {
  const text = (search.q ?? '').trim();
  const base = db.selectFrom('applications as a')
    .innerJoin('identities as i', 'i.uuid', 'a.identity_uuid')
    .leftJoin('profiles as p', 'p.identity_uuid', 'a.identity_uuid')
    .$if(!!search.status, (qb) => qb.where('a.checklist_status', '=', search.status!))
    .$if(!!text, (qb) => qb.where((eb) => {
      const like = containsPattern(text);
      return eb.or([
        eb('a.uuid', '=', text.toLowerCase()),
        eb('a.loan_number', '=', text),
        sql<boolean>`i.email_key like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) like ${like} escape '\\'`,
      ]);
    }));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(['a.uuid', 'a.loan_number', 'a.org_code', 'a.checklist_status', 'a.created_at', 'a.updated_at', 'i.email', 'p.first_name', 'p.last_name'])
    .orderBy('a.created_at', 'desc').orderBy('a.uuid', 'asc')
    .limit(search.pageSize).offset((search.page - 1) * search.pageSize)
    .execute();
  return {
    total: Number(total),
    items: rows.map((r) => ({
      uuid: r.uuid, loanNumber: r.loan_number, orgCode: r.org_code, status: r.checklist_status, email: r.email,
      name: [r.first_name, r.last_name].filter(Boolean).join(' '), createdAt: r.created_at, updatedAt: r.updated_at,
    })),
  };
}
