export interface PasswordRule {
  id: string;
  pattern: string;
  labelKey: string;
}

/** `heloc_unmet_password_rules(password, rules)`: the ids of the strength rules the password does not meet (an empty list is falsy). Pure. */
export function unmetPasswordRules(password: unknown, rules: unknown): string[] {
  const text = typeof password === 'string' ? password : '';
  if (!Array.isArray(rules)) return [];
  return (rules as PasswordRule[]).filter((r) => !new RegExp(r.pattern).test(text)).map((r) => r.id);
}
