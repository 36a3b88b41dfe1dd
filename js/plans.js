// Whole gestures (Python's doc.plans: pay a cost of several cards at once) as steppers, one per
// part counted. Pure functions, no DOM: unit-tested in js/tests/plans.test.js.

/**
 * The option a step of `by` (+1 or -1) on part `k` leads to from `counts`, or null when no
 * option has that part so: the counts shown are always an option's, so the button beside them
 * always plays one (a stepper that could show counts no option has would leave the player to
 * find which other part to change). Of the options with part `k` stepped, the one that leaves
 * the earliest other parts as they are, then changes the fewest: a player who sets the parts
 * from the first to the last never undoes the ones already set.
 */
export function nextPlan(options, counts, k, by) {
  const want = counts[k] + by;
  let best = null;
  let bestKey = null;
  for (const o of options) {
    if (o.counts[k] !== want) continue;
    const key = o.counts.map((n, j) => (j === k ? 0 : Math.abs(n - counts[j])));
    if (!best || before(key, bestKey)) {
      best = o;
      bestKey = key;
    }
  }
  return best;
}

/** Whether change vector `a` is preferred to `b`: the first part where they differ changes less. */
function before(a, b) {
  for (let j = 0; j < a.length; j += 1) if (a[j] !== b[j]) return a[j] < b[j];
  return false;
}
