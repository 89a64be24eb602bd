/** The sign-in hand-off rule (rules: sign-in-handoff): a comment written the way docs/rules.md asks. */
export const HANDOFF = 'spec 4.7';
