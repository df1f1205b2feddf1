/** How the boxes of a checkbox group relate: sub-boxes under a parent box, and one box that excludes all others. */
export interface CheckboxGroupRules {
  /** Parent value → the values of its sub-boxes. */
  children?: Record<string, readonly unknown[]>;
  /** The value that cannot be combined with any other ("I do not wish to provide this information"). */
  exclusive?: unknown;
}

/**
 * The values after the borrower ticks (`checked`) or unticks one box, in the order of `all` (the enum). Ticking the
 * exclusive box leaves only it; ticking any other box drops the exclusive one; ticking a sub-box also ticks its
 * parent; unticking a parent also unticks its sub-boxes. Pure.
 */
export function toggleChoice(all: readonly unknown[], current: readonly unknown[], value: unknown, checked: boolean, rules: CheckboxGroupRules = {}): unknown[] {
  const { children = {}, exclusive } = rules;
  const next = new Set(current.filter((v) => all.includes(v)));
  if (checked) {
    if (exclusive !== undefined && value === exclusive) next.clear();
    else if (exclusive !== undefined) next.delete(exclusive);
    next.add(value);
    const parent = Object.entries(children).find(([, subs]) => subs.includes(value))?.[0];
    if (parent !== undefined) next.add(all.find((v) => String(v) === parent));
  } else {
    next.delete(value);
    for (const sub of children[String(value)] ?? []) next.delete(sub);
  }
  return all.filter((v) => next.has(v));
}
