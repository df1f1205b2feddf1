import { Navigate, Route, Routes } from 'react-router-dom';
import { ApplicationPage } from './ApplicationPage';
import { ApplicationSearchPage } from './ApplicationSearchPage';
import { ConsoleFrame } from './ConsoleFrame';
import { ConsoleLoginPage } from './ConsoleLoginPage';
import { CONSOLE_PAGES } from './console-paths';

/**
 * The operations console's pages under /console (a non-production tool, docs/console.md): its own sign-in, then, in
 * the signed-in frame, the application search and one application. /console goes to the search.
 */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="login" element={<ConsoleLoginPage />} />
      <Route path="applications" element={<ConsoleFrame><ApplicationSearchPage /></ConsoleFrame>} />
      <Route path="applications/:uuid" element={<ConsoleFrame><ApplicationPage /></ConsoleFrame>} />
      <Route path="*" element={<Navigate to={CONSOLE_PAGES.search} replace />} />
    </Routes>
  );
}
