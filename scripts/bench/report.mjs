// Medians per (variant, page) and the federated / single-bundle ratios, as a Markdown table.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** Per round, the federated page's TBT over the single bundle's in the same round (rounds share the machine's drift). */
function pairedTbtRatios(raw, page) {
  const tbtOf = (variant, round) => raw.find((r) => r.variant === variant && r.page === page && r.round === round)?.lhr.tbt;
  const rounds = [...new Set(raw.filter((r) => r.page === page).map((r) => r.round))];
  return rounds
    .map((round) => [tbtOf('federated', round), tbtOf('single', round)])
    .filter(([f, s]) => f !== undefined && s > 0)
    .map(([f, s]) => f / s);
}

export function summarise(raw) {
  const groups = {};
  for (const r of raw) (groups[`${r.variant}|${r.page}`] ??= []).push(r.lhr);
  return Object.entries(groups).map(([key, runs]) => {
    const [variant, page] = key.split('|');
    const ratios = variant === 'federated' ? pairedTbtRatios(raw, page) : [];
    const owners = [...new Set(runs.flatMap((r) => Object.keys(r.jsBy)))];
    const jsBy = Object.fromEntries(owners.map((o) => [o, median(runs.map((r) => r.jsBy[o] ?? 0))]));
    const jsOf = (r) => Object.values(r.jsBy).reduce((a, b) => a + b, 0);
    // Cart, leads and search load once the page settles, sometimes after Lighthouse has stopped; the whole page's
    // JS is compared on the runs that caught them.
    const whole = runs.filter((r) => r.laterRemotesLoaded);
    return {
      variant,
      page,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      jsTotal: median(runs.map(jsOf)),
      jsWholePage: whole.length ? median(whole.map(jsOf)) : NaN,
      wholePageRuns: whole.length,
      runs: runs.length,
      jsBy,
      requestsBeforeLcp: median(runs.map((r) => r.requestsBeforeLcp)),
      tbtRatio: median(ratios),
      tbtRatioRange: ratios.length ? [Math.min(...ratios), Math.max(...ratios)] : [NaN, NaN],
    };
  });
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

export function formatTable(summary, runs) {
  const lines = [
    `Lighthouse mobile defaults, median of ${runs} runs (after one warm-up run), ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| variant | page | score | LCP ms | TBT ms | CLS | JS on the wire | requests before LCP | JS by owner |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of summary) {
    const by = Object.entries(s.jsBy)
      .sort((a, b) => b[1] - a[1])
      .map(([o, b]) => `${o} ${kb(b)}`)
      .join(', ');
    lines.push(
      `| ${s.variant} | ${s.page} | ${s.score} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} | ${kb(s.jsTotal)} | ${s.requestsBeforeLcp} | ${by} |`,
    );
  }
  lines.push(
    '',
    '| page | TBT federated / single: median of rounds (range) | JS bytes federated / single | same, runs that loaded cart, leads and search (federated, single) | LCP federated / single |',
    '|---|---|---|---|---|',
  );
  for (const f of summary.filter((s) => s.variant === 'federated')) {
    const single = summary.find((s) => s.variant === 'single' && s.page === f.page);
    if (!single) continue;
    const whole = `${(f.jsWholePage / single.jsWholePage).toFixed(2)} (${kb(f.jsWholePage)} in ${f.wholePageRuns}/${f.runs}, ${kb(single.jsWholePage)} in ${single.wholePageRuns}/${single.runs})`;
    const [low, high] = f.tbtRatioRange.map((r) => r.toFixed(2));
    const tbt = `${f.tbtRatio.toFixed(2)} (${low}–${high})`;
    lines.push(`| ${f.page} | ${tbt} | ${(f.jsTotal / single.jsTotal).toFixed(2)} | ${whole} | ${(f.lcp / single.lcp).toFixed(2)} |`);
  }
  return lines.join('\n') + '\n';
}
