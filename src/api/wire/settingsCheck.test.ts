import { readFileSync } from 'node:fs';
import { legalHtmlMessage, legalHtmlProblem } from './legalHtml';
import { contentProblems, serviceSettingsProblems } from './settingsCheck';

const london = JSON.parse(readFileSync('server/seed/operator.json', 'utf8')) as {
  configuration: Record<string, unknown> & { content: Record<string, unknown> };
};

describe('the legal pages rule', () => {
  it("lets the demo operators' legal pages and plain text tags through", () => {
    expect(legalHtmlProblem(String(london.configuration.content.conditionsOfUse))).toBeUndefined();
    expect(
      legalHtmlProblem(
        '<h2>Fares</h2><p>See <a href="https://example.com/x">this</a> or <a href=\'/faq\'>ours</a>.</p><br/>',
      ),
    ).toBeUndefined();
    expect(legalHtmlProblem('Fares are 5 < 6 and 7 > 3')).toBeUndefined();
  });

  it.each([
    ['<script>alert(1)</script>', 'the tag <script>'],
    ['<p onclick="alert(1)">x</p>', 'the attribute onclick on <p>'],
    ['<a href="javascript:alert(1)">x</a>', 'a link to "javascript:alert(1)"'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'a link to "&#106;avascript:alert(1)"'],
    ['<img src=x onerror=alert(1)>', 'the tag <img>'],
    ['<iframe src="https://evil.example"></iframe>', 'the tag <iframe>'],
    ['<p style="background:url(x)">x</p>', 'the attribute style on <p>'],
    ['<a href=https://x.example>x</a>', 'a <a> whose attributes cannot be read'],
    ['<!-- x --><p>x</p>', 'markup starting "<!-- x -->'],
    ['<svg/onload=alert(1)>', 'the tag <svg>'],
    ['<p/onclick="alert(1)">x</p>', 'a <p> whose attributes cannot be read'],
  ])('refuses %s', (html, found) => {
    expect(legalHtmlProblem(html)).toContain(found);
  });

  it('names the field and the tags it may use', () => {
    expect(legalHtmlMessage('configuration.content.privacyNotice', '<script>x</script>')).toBe(
      'configuration.content.privacyNotice may use only the tags p, h2, h3, h4, ul, ol, li, a, strong, em, b, i, br (found the tag <script>)',
    );
    expect(legalHtmlMessage('configuration.content.privacyNotice', 3)).toBe(
      'configuration.content.privacyNotice must be a string',
    );
  });
});

describe('the page copy and service settings check', () => {
  it("passes the demo operator's document", () => {
    expect(contentProblems(london.configuration.content)).toEqual([]);
    expect(serviceSettingsProblems(london.configuration)).toEqual([]);
  });

  it('names an empty FAQ answer, a malformed Why Us point and a missing airport list by their paths', () => {
    const content = {
      ...london.configuration.content,
      faq: [{ question: 'Q?', answer: ' ' }],
      whyUs: ['fast'],
      airportTransfers: { intro: '' },
    };
    expect(contentProblems(content)).toEqual([
      'configuration.content.faq[0].answer is required',
      'configuration.content.whyUs[0] must be an object',
      'configuration.content.airportTransfers.airports must be an array',
    ]);
  });

  it('refuses a social link that is not a web address (a script URL in the footer)', () => {
    const problems = serviceSettingsProblems({
      sociallinks: [
        { name: 'X', url: 'javascript:alert(1)' },
        { name: '', url: 'https://x.com/a' },
      ],
    });
    expect(problems).toEqual([
      'configuration.sociallinks[0].url must be a web address starting https://',
      'configuration.sociallinks[1].name is required',
    ]);
  });

  it('refuses timing and places a booking page breaks on', () => {
    expect(
      serviceSettingsProblems({
        quotetimeout: 0,
        minleadtime: 2.5,
        minPassengers: 0,
        timezone: 'Europe/Londres',
        currencycode: 'gbp',
        baselat: 95,
        ChatApiUrl: 'hubs/tracking',
      }),
    ).toEqual([
      'configuration.quotetimeout must be a whole number of minutes from 1 to 1440',
      'configuration.minleadtime must be a whole number of minutes from 0 to 10080',
      'configuration.minPassengers must be a whole number from 1 to 16',
      'configuration.baselat must be a latitude from -90 to 90',
      'configuration.timezone must be a time zone like Europe/London',
      'configuration.currencycode must be a three-letter currency code like GBP',
      'configuration.ChatApiUrl must be empty, a web address starting https:// or a path starting /',
    ]);
  });

  it('refuses a secret key where a public key goes', () => {
    expect(serviceSettingsProblems({ cardproviderpublickey: 'sk_live_abc', GoogleApiKey: 'AIza-public' })).toEqual([
      "configuration.cardproviderpublickey must be a public key: a secret key belongs in the server's environment",
    ]);
  });
});
