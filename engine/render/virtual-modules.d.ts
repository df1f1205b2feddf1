declare module 'virtual:flow-entry-steps' {
  import type { StepDefinition } from '../core';
  /** The first step of every flow, bundled eagerly: `<flow folder>/<step file>` → step and validators. */
  const entrySteps: Record<string, { step: StepDefinition; generated: Record<string, unknown> }>;
  export default entrySteps;
}
