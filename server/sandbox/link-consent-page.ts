import { interpolate } from '../../engine/core';
import type { LinkProduct, LinkProviderFixture } from '../data/fixture-types';
import { escapeHtml } from '../spa/page-data';

/** What the consent screen shows besides the provider's words. */
export interface ConsentScreen {
  sessionUuid: string;
  product: LinkProduct;
  /** The lender's name (the brand's company name). */
  lender: string;
  /** The consent's error (role=alert), when the screen is shown again. */
  error?: string;
  /** The username and institution typed before, kept when the screen is shown again. */
  username?: string;
  institution?: string;
}

/** The page's look: small, readable, a visible focus ring (inline styles are allowed by the server's CSP). */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f3f4f6; }
  body { margin: 0; padding: 24px 16px; }
  main { max-width: 440px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .provider { font-weight: 700; letter-spacing: .02em; color: #374151; margin: 0 0 8px; }
  h1 { font-size: 1.3rem; line-height: 1.35; margin: 0 0 12px; }
  h2 { font-size: 1rem; margin: 0 0 6px; }
  fieldset { border: 1px solid #d1d5db; border-radius: 8px; margin: 16px 0; padding: 8px 12px 12px; }
  legend { font-weight: 600; padding: 0 4px; }
  .choice { display: flex; gap: 8px; align-items: center; padding: 6px 0; }
  label.field { display: block; font-weight: 600; margin: 12px 0 4px; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; font: inherit; padding: 10px; border: 1px solid #6b7280; border-radius: 6px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { font: inherit; font-weight: 600; padding: 10px 18px; border-radius: 6px; border: 1px solid #1f2937; cursor: pointer; }
  button[value=continue] { background: #1f2937; color: #fff; }
  button[value=cancel] { background: #fff; color: #1f2937; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { color: #991b1b; background: #fef2f2; border: 1px solid #fecaca; border-radius: 6px; padding: 8px 12px; }
  aside { margin-top: 24px; padding: 12px; background: #f9fafb; border: 1px dashed #9ca3af; border-radius: 8px; font-size: .9rem; }
  aside ul, .shared { margin: 4px 0 0; padding-left: 20px; }
`;

/** A whole HTML document: language, title, viewport and the style. Pure; `body` is already escaped markup. */
function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The provider's consent screen (GET and a refused POST /sandbox-link/:id): who asks ("{lender} uses Sandbox Link to
 * connect your bank account"), what is shared, the product's institutions, username and password, Continue and Cancel,
 * and the sandbox's test credentials. Every interpolated value is escaped. Pure.
 */
export function consentPage(provider: LinkProviderFixture, screen: ConsentScreen): string {
  const { copy } = provider;
  const values = { lender: screen.lender, provider: provider.providerName, product: copy.product[screen.product] };
  const t = (template: string) => escapeHtml(interpolate(template, values));
  const institutions = provider.institutions[screen.product].map((institution, i) => {
    const id = `institution-${i}`;
    const checked = institution.id === screen.institution ? ' checked' : '';
    return `<div class="choice"><input type="radio" id="${id}" name="institution" value="${escapeHtml(institution.id)}" required${checked}>`
      + `<label for="${id}">${escapeHtml(institution.name)}</label></div>`;
  }).join('\n');
  const shared = copy.shared[screen.product].map((line) => `<li>${t(line)}</li>`).join('');
  const credentials = provider.credentials.map((c) =>
    `<li><code>${escapeHtml(c.username)}</code> / <code>${escapeHtml(c.password)}</code>: ${t(copy.testOutcomes[c.outcome])}</li>`).join('');
  const body = `<p class="provider">${escapeHtml(provider.providerName)}</p>
<h1>${t(copy.heading)}</h1>
<p>${t(copy.sharedIntro)}</p>
<ul class="shared">${shared}</ul>
${screen.error ? `<p class="error" role="alert">${escapeHtml(screen.error)}</p>` : ''}
<form method="post" action="/sandbox-link/${encodeURIComponent(screen.sessionUuid)}">
<fieldset>
<legend>${t(copy.institutionLegend)}</legend>
${institutions}
</fieldset>
<label class="field" for="username">${t(copy.username)}</label>
<input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(screen.username ?? '')}">
<label class="field" for="password">${t(copy.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required maxlength="100">
<div class="actions">
<button type="submit" name="action" value="continue">${t(copy.continue)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${t(copy.cancel)}</button>
</div>
</form>
<aside aria-labelledby="test-credentials">
<h2 id="test-credentials">${t(copy.testHeading)}</h2>
<ul>${credentials}</ul>
</aside>`;
  return documentOf(interpolate(copy.title, values), body);
}

/** The page of an unknown or used session: "This link has expired. Return to your application and start again." Pure. */
export function expiredPage(provider: LinkProviderFixture): string {
  const values = { provider: provider.providerName };
  return documentOf(interpolate(provider.copy.expiredTitle, values), `<p class="provider">${escapeHtml(provider.providerName)}</p>
<h1>${escapeHtml(interpolate(provider.copy.expired, values))}</h1>`);
}
