import { normalCdf, percentile, twoProportionZTest } from './statistics';
import { canaryVerdict, type VersionFigures } from './verdict';

const RAILS = { minPageViews: 100, errorAlpha: 0.05, inpMarginMs: 50, lcpMarginMs: 250 };

function figures(
  version: string,
  pageViews: number,
  errors: number,
  p75: VersionFigures['p75'] = {},
  samples = 100,
): VersionFigures {
  return {
    version,
    pageViews,
    errors,
    p75,
    samples: Object.fromEntries(Object.keys(p75).map((metric) => [metric, samples])),
  };
}

describe('the statistics of field data', () => {
  it('computes the 75th percentile with linear interpolation, as percentile_cont does', () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25);
    expect(percentile([400, 100, 300, 200, 500], 0.75)).toBe(400);
    expect(percentile([2500], 0.75)).toBe(2500);
    // Ties: equal values are one value as far as the percentile goes.
    expect(percentile([120, 120, 120, 120], 0.75)).toBe(120);
    expect(percentile([], 0.75)).toBeNull();
  });

  it('knows the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.645)).toBeCloseTo(0.05, 3);
  });

  it('finds a canary with 10 % failing page views worse than an active release with 5 %', () => {
    // A textbook sample: 50 of 500 against 25 of 500; pooled 7.5 %, z = 3.00.
    const test = twoProportionZTest({ failures: 50, trials: 500 }, { failures: 25, trials: 500 });
    expect(test.difference).toBeCloseTo(0.05);
    expect(test.z).toBeCloseTo(3.0, 2);
    expect(test.pValue).toBeCloseTo(0.00135, 4);
  });

  it('sees no evidence in a tie, in no failures at all, or in a better canary', () => {
    expect(twoProportionZTest({ failures: 5, trials: 100 }, { failures: 5, trials: 100 })).toEqual({
      difference: 0,
      z: 0,
      pValue: 0.5,
    });
    expect(
      twoProportionZTest({ failures: 0, trials: 80 }, { failures: 0, trials: 90 }).pValue,
    ).toBe(0.5);
    expect(
      twoProportionZTest({ failures: 1, trials: 500 }, { failures: 20, trials: 500 }).pValue,
    ).toBeGreaterThan(0.99);
  });
});

describe('the canary verdict', () => {
  it('waits until both the canary and the active release have the minimum sample', () => {
    const verdict = canaryVerdict(figures('1.1.0', 99, 99), figures('1.0.0', 5000, 0), RAILS);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons[0]).toMatch(/almeno 100 viste/);
    expect(canaryVerdict(figures('1.1.0', 100, 0), figures('1.0.0', 99, 0), RAILS).decision).toBe(
      'wait',
    );
  });

  it('rolls back a canary whose error rate is significantly worse, with its figures', () => {
    const verdict = canaryVerdict(figures('1.1.0', 500, 50), figures('1.0.0', 500, 25), RAILS);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.summary).toMatch(/canary 1\.1\.0: 500 viste, errori 10\.00%/);
    expect(verdict.summary).toMatch(/z=3\.00 p=0\.0013/);
  });

  it('promotes a canary whose worse rate is within chance', () => {
    // 7 of 200 against 5 of 200: p ≈ 0.28.
    expect(canaryVerdict(figures('1.1.0', 200, 7), figures('1.0.0', 200, 5), RAILS).decision).toBe(
      'promote',
    );
  });

  it('promotes on a tie: the same rate and the same p75', () => {
    const same = { INP: 180, LCP: 2100 };
    expect(
      canaryVerdict(figures('1.1.0', 300, 3, same), figures('1.0.0', 300, 3, same), RAILS).decision,
    ).toBe('promote');
  });

  it('rolls back a canary whose p75 INP or LCP is worse by more than the margin, not at the margin', () => {
    const active = figures('1.0.0', 300, 0, { INP: 200, LCP: 2000 });
    const atMargin = figures('1.1.0', 300, 0, { INP: 250, LCP: 2250 });
    expect(canaryVerdict(atMargin, active, RAILS).decision).toBe('promote');
    const slower = canaryVerdict(figures('1.1.0', 300, 0, { INP: 251, LCP: 2000 }), active, RAILS);
    expect(slower.decision).toBe('rollback');
    expect(slower.reasons[0]).toMatch(/p75 INP del canary \(251 ms\)/);
    expect(
      canaryVerdict(figures('1.1.0', 300, 0, { INP: 200, LCP: 2600 }), active, RAILS).decision,
    ).toBe('rollback');
  });

  it('leaves out a vital with too few values on either side', () => {
    const active = figures('1.0.0', 300, 0, { INP: 100 }, 3);
    const canary = figures('1.1.0', 300, 0, { INP: 900 }, 3);
    expect(canaryVerdict(canary, active, RAILS).decision).toBe('promote');
  });
});
