// The steppers of a whole gesture (js/plans.js): every count they show is an option's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { nextPlan } from "../plans.js";

/** Every mix of `total` cards of three kinds, as Python's plans list them. */
const mixes = (total) => {
  const out = [];
  for (let a = 0; a <= total; a += 1) for (let b = 0; a + b <= total; b += 1) out.push({ counts: [a, b, total - a - b] });
  return out;
};

test("a step lands on an option, taking from the last part that can give", () => {
  const options = mixes(3);
  assert.deepEqual(nextPlan(options, [3, 0, 0], 1, 1).counts, [2, 1, 0]);
  assert.deepEqual(nextPlan(options, [1, 1, 1], 0, 1).counts, [2, 1, 0]);
  assert.deepEqual(nextPlan(options, [1, 1, 1], 2, -1).counts, [1, 2, 0]);
  assert.equal(nextPlan(options, [3, 0, 0], 0, 1), null);
});

test("setting the parts from the first to the last reaches any option from any other", () => {
  const options = mixes(4);
  for (const from of options) {
    for (const to of options) {
      let now = from.counts.slice();
      for (let k = 0; k < now.length; k += 1) {
        for (let guard = 0; now[k] !== to.counts[k]; guard += 1) {
          assert.ok(guard < 10, `stuck on part ${k} going from ${from.counts} to ${to.counts}`);
          const next = nextPlan(options, now, k, now[k] < to.counts[k] ? 1 : -1);
          assert.ok(next, `no step on part ${k} from ${now}`);
          now = next.counts.slice();
        }
      }
      assert.deepEqual(now, to.counts);
    }
  }
});
