// Medietilsynet's age limits for cinema films, and what each means at the door. This is
// the one place the rule lives: the content schema accepts these limits, and the film
// pages, the programme and /aldersgrenser (the AgeLimits block) explain them from here.

export const AGE_LIMITS = ['A', '6', '9', '12', '15', '18'] as const
export type AgeLimit = (typeof AGE_LIMITS)[number]

/** How much younger than the limit a child may be when an adult (18+) comes along. */
export type CompanionRule =
  | { kind: 'all' } // no limit at all
  | { kind: 'anyChild' } // 6 years: every child, with an adult
  | { kind: 'yearsBelow'; years: 3 } // 9, 12 and 15 years
  | { kind: 'absolute' } // 18 years: nobody younger, adult or not

export const companionRule = (limit: AgeLimit): CompanionRule => {
  switch (limit) {
    case 'A':
      return { kind: 'all' }
    case '6':
      return { kind: 'anyChild' }
    case '18':
      return { kind: 'absolute' }
    default:
      return { kind: 'yearsBelow', years: 3 }
  }
}

/** The youngest age that may see a film of this limit with an adult (0: any child). */
export const youngestWithAdult = (limit: AgeLimit): number => {
  const rule = companionRule(limit)
  if (rule.kind === 'all' || rule.kind === 'anyChild') return 0
  return rule.kind === 'absolute' ? 18 : Number(limit) - rule.years
}

/** The words an age limit is said with, in the page's language (src/contract/ui-text.ts). */
export type AgeWords = Record<
  | 'ageAll'
  | 'ageYears'
  | 'ageRuleAll'
  | 'ageRuleAnyChild'
  | 'ageRuleAbsolute'
  | 'ageRuleYearsBelow',
  string
>

export const ageLimitLabel = (limit: AgeLimit, words: AgeWords) =>
  limit === 'A' ? words.ageAll : words.ageYears.replace('{age}', limit)

/** The rule in one sentence, as the film page and /aldersgrenser say it. */
export const ageLimitRule = (limit: AgeLimit, words: AgeWords): string => {
  const rule = companionRule(limit)
  switch (rule.kind) {
    case 'all':
      return words.ageRuleAll
    case 'anyChild':
      return words.ageRuleAnyChild
    case 'absolute':
      return words.ageRuleAbsolute
    case 'yearsBelow':
      return words.ageRuleYearsBelow.replace('{age}', String(youngestWithAdult(limit)))
  }
}

/** Label and rule for a production's limit, or null when it has none. */
export const ageLimitText = (limit: AgeLimit | undefined, words: AgeWords) =>
  limit === undefined
    ? null
    : { label: ageLimitLabel(limit, words), rule: ageLimitRule(limit, words) }
