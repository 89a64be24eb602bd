import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './preparedAnswers';

describe('RecentAnswers', () => {
  it('builds an answer once per key and serialises it', () => {
    const answers = new RecentAnswers(10);
    let builds = 0;
    const build = () => ({ code: 1, n: ++builds });
    const first = answers.get('king', build);
    expect(answers.get('king', build)).toBe(first);
    expect(first.json).toBe('{"code":1,"n":1}');
    expect(builds).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const answers = new RecentAnswers(2);
    const built: string[] = [];
    const ask = (key: string) => answers.get(key, () => built.push(key) && key);
    ask('a');
    ask('b');
    ask('a'); // a is now more recent than b
    ask('c'); // drops b
    expect(answers.size).toBe(2);
    ask('a');
    ask('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
