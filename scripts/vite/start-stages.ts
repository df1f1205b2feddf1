/**
 * The first page's libraries, split into chunks that the tiny page entry (src/main.tsx) evaluates one task after
 * another, so the page answers input between them instead of waiting for one long evaluation of everything. Each
 * stage names the packages of its chunk; the app's own code and what is left follow in the first-page chunk.
 */
export const START_STAGES = [
  { name: 'stage-react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'stage-style', packages: ['@emotion', 'stylis', 'hoist-non-react-statics', 'react-is', 'clsx', '@babel', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'] },
  { name: 'stage-ui', packages: ['@mui', 'react-transition-group', 'dom-helpers'] },
  { name: 'stage-forms', packages: ['@rjsf', '@x0k', 'fast-equals', 'json-logic-js', 'jsonpointer', 'jotai', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
] as const;

/** A module id test: true for a module of one of `packages` (a scope such as '@mui' takes all of its packages). */
export function packagesTest(packages: readonly string[]): (id: string) => boolean {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\\\/]`);
  return (id) => pattern.test(id);
}
