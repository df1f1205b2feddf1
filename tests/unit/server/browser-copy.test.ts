import { describe, expect, it } from 'vitest';
import { APP_COPY_KEYS } from '../../../engine/core/brand/app-copy-keys';
import { BROWSER_KEY_PREFIXES } from '../../../engine/core/brand/browser-code-keys';
import { STAFF_COPY_PREFIXES } from '../../../engine/core/brand/browser-copy';
import { familyKeys } from '../../../engine/core/brand/copy-families';
import { conventionCopyKeys } from '../../../engine/core/data/check-copy-keys';
import { readProjectData, REPO_ROOT } from '../../../server/data/project-data';
import { browserCopyFor, browserDataAt } from '../../../server/spa/browser-copy';
import { orgDataFor } from '../../../server/spa/page-data';

const data = readProjectData();
const browserData = browserDataAt(REPO_ROOT);
const staff = (key: string) => STAFF_COPY_PREFIXES.some((p) => key.startsWith(p));
/** What a borrower's browser can ask for: the code's literal keys and families, and every key the flows name by convention. */
const readable = [...new Set([
  ...APP_COPY_KEYS, ...familyKeys().map((f) => f.key), ...browserData.flatMap((d) => conventionCopyKeys(d).map((k) => k.key)),
])].filter((k) => !staff(k)).sort();

describe.each(Object.values(data.brands).map((b) => [b.id, b] as const))('the copy a %s page is sent', (_id, brand) => {
  const sent = orgDataFor(brand, 'https://example.test', browserCopyFor(brand, browserData)).orgMetaData.brand.copy;

  it('has every key the browser reads by name (APP_COPY_KEYS, the families, the flows\' references), with the brand\'s words', () => {
    expect(readable.length).toBeGreaterThan(900);
    expect(readable.filter((key) => sent[key] !== brand.copy[key] || sent[key] === undefined)).toEqual([]);
  });

  it('has every key of the families the browser builds keys from (password.meter.*, address.*, …)', () => {
    const built = Object.keys(brand.copy).filter((k) => BROWSER_KEY_PREFIXES.some((p) => k.startsWith(p)));
    expect(built).toContain('link.terms');
    expect(built.filter((k) => !(k in sent))).toEqual([]);
    for (const key of ['password.meter.0', 'address.city']) expect(sent, key).toHaveProperty([key]);
  });

  it('has none of the server\'s words: e-mails, generated documents, API errors, the staff tools', () => {
    for (const key of ['coSigner.invitationMail.subject', 'coSigner.resignMail.html', 'closing.agreement.intro', 'esign.consent.intro', 'notary.error.slotUnavailable', 'console.login.title', 'studio.title']) {
      expect(brand.copy, key).toHaveProperty([key]);
      expect(sent, key).not.toHaveProperty([key]);
    }
    expect(Object.keys(sent).length).toBeLessThan(Object.keys(brand.copy).length);
  });
});
