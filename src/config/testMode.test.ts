import { describe, expect, it } from 'vitest';
import { isTestMode } from './testMode';

describe('test mode (2.1)', () => {
  it('is on with sandbox=true or runmode=test, in any case, and off otherwise', () => {
    expect(['?sandbox=true', '?runmode=test', '?id=pl_1&sandbox=TRUE', '?runmode=Test'].map(isTestMode)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '?sandbox=false', '?sandbox=1', '?runmode=live', '?mode=test'].map(isTestMode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
