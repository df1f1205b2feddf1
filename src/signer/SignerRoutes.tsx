import { Route, Routes } from 'react-router-dom';
import { LegacyRedirect } from '../shell/nav/LegacyRedirect';
import { SignerConditionsPage } from './SignerConditionsPage';
import { SignerPage } from './SignerPage';
import { signerPages } from './signer-pages';

/** The additional signer's pages under /heloc-signer (flows/platform/signer-pages.json); any other path: the catch-all. */
export function SignerRoutes() {
  return (
    <Routes>
      {signerPages.pages.map((page) => (
        <Route key={page.id} path={page.path.replace(/^\/heloc-signer/, '')} element={<SignerPage key={page.id} page={page} />} />
      ))}
      <Route path="conditions/*" element={<SignerConditionsPage />} />
      <Route path="*" element={<LegacyRedirect />} />
    </Routes>
  );
}
