import { formatTable, summarise } from '../bench/report.mjs';

/** One Lighthouse result as bench.mjs keeps it. */
const run = (variant: string, page: string, round: number, tbt: number) => ({
  variant,
  page,
  round,
  lhr: { score: 80, lcp: 1000, tbt, cls: 0, jsBy: { shell: 1000 }, laterRemotesLoaded: true, requestsBeforeLcp: 3 },
});

describe('the bench report', () => {
  it('compares federated with single round by round, so a slow round slows both sides of its ratio', () => {
    // The machine is twice as slow in round 1: unpaired medians would read 600/450, the pairs say 1.5 every round.
    const raw = [
      run('federated', 'home', 0, 300),
      run('single', 'home', 0, 200),
      run('federated', 'home', 1, 600),
      run('single', 'home', 1, 400),
      run('federated', 'home', 2, 900),
      run('single', 'home', 2, 600),
    ];
    const federated = summarise(raw).find((s: { variant: string }) => s.variant === 'federated');
    expect(federated.tbtRatio).toBeCloseTo(1.5);
    expect(federated.tbtRatioRange).toEqual([1.5, 1.5]);
    expect(formatTable(summarise(raw), 3)).toContain('| home | 1.50 (1.50–1.50) |');
  });

  it('leaves a round out of the ratio when one of its two runs is missing or the single one did not block', () => {
    const raw = [
      run('federated', 'listing', 0, 500),
      run('single', 'listing', 0, 0),
      run('federated', 'listing', 1, 300),
      run('single', 'listing', 1, 100),
      run('federated', 'listing', 2, 800),
    ];
    const federated = summarise(raw).find((s: { variant: string }) => s.variant === 'federated');
    expect(federated.tbtRatio).toBeCloseTo(3);
  });
});
