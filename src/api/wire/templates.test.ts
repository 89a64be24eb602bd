import { chosenTemplate } from './templates';

describe('chosenTemplate', () => {
  const enabled = ['wizard', 'inline', 'list'] as const;

  it('shows the configured template when no preview is asked for', () => {
    expect(chosenTemplate('wizard', enabled, '')).toBe('wizard');
    expect(chosenTemplate('list', enabled, '?pickup=Heathrow')).toBe('list');
  });

  it('previews an enabled template named by ?template=, in any case', () => {
    expect(chosenTemplate('wizard', enabled, '?template=inline')).toBe('inline');
    expect(chosenTemplate('wizard', enabled, '?x=1&template=%20LIST%20')).toBe('list');
  });

  it('ignores a template the operator has not enabled, and names that are no template', () => {
    expect(chosenTemplate('wizard', enabled, '?template=gateway')).toBe('wizard');
    expect(chosenTemplate('inline', enabled, '?template=carousel')).toBe('inline');
    expect(chosenTemplate('inline', enabled, '?template=')).toBe('inline');
  });
});
