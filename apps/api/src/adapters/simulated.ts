/**
 * Every adapter to an outside party may be a simulator: it answers as the
 * party would, without the party (no money moves, no bureau is asked, no SMS
 * leaves). Each simulator says so with `simulated: true`, and a production
 * start refuses every adapter that does (outside-parties.ts).
 */
export interface MaybeSimulated {
  readonly simulated?: true;
}
