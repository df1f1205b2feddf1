import { ruleHolds } from '../rules/evaluate-rule';

/** flows/application/machine.json: the client state machine of registration spec §4. */
export interface StateMachine {
  initial: string;
  states: Record<string, { page: string; reachedBy?: 'status' }>;
  triggers: Record<string, { rule: unknown }>;
  transitions: { from: string; to: string; trigger: string }[];
  declined: { rule: unknown; exemptPages: string[] };
}

/** Where the machine stopped: the state, its page, the trigger that moved it last and every state it passed. */
export interface MachineResult {
  state: string;
  page: string;
  because: string;
  path: string[];
}

/**
 * Runs the machine over a status snapshot: from the initial state, repeatedly takes the first transition (from the
 * current state or from '*') whose trigger holds and whose target was not visited, until none applies. Transitions
 * are tried in file order, so the global ones listed first win; a state entered by a global transition leaves only
 * by its own transitions (a DTI decline does not go on to the plain decline). Pure; throws on a transition naming an unknown
 * trigger or state (the flows check reports those first).
 */
export function runMachine(machine: StateMachine, context: unknown): MachineResult {
  let state = machine.initial;
  let because = 'machine:initial';
  const path = [state];
  const visited = new Set(path);
  const holds = new Map<string, boolean>();
  const triggerHolds = (id: string): boolean => {
    if (!holds.has(id)) {
      const trigger = machine.triggers[id];
      if (!trigger) throw new Error(`E_UNKNOWN_TRIGGER: ${id}`);
      holds.set(id, ruleHolds(trigger.rule, context));
    }
    return holds.get(id) as boolean;
  };
  let global = false;
  for (;;) {
    const next = machine.transitions.find((t) => (t.from === state || (t.from === '*' && !global)) && !visited.has(t.to) && triggerHolds(t.trigger));
    if (!next) break;
    global = next.from === '*';
    state = next.to;
    because = `trigger:${next.trigger}`;
    path.push(state);
    visited.add(state);
  }
  const entry = machine.states[state];
  if (!entry) throw new Error(`E_UNKNOWN_STATE: ${state}`);
  return { state, page: entry.page, because, path };
}
